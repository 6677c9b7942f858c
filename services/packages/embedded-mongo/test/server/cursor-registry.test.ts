import { Long } from 'bson';
import { CursorRegistry } from '../../src/cursors/registry';
import { MongoCommandError } from '../../src/engine/types';

const docs = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));

describe('CursorRegistry', () => {
  it('returns id 0 when the first batch exhausts the source', () => {
    const r = new CursorRegistry().open('d.c', docs(3), 101);
    expect((r.cursor.id as Long).isZero()).toBe(true);
    expect(r.cursor.firstBatch).toHaveLength(3);
  });

  it('pages with getMore and closes at the end', () => {
    const reg = new CursorRegistry();
    const first = reg.open('d.c', docs(5), 2);
    const id = first.cursor.id as Long;
    expect(reg.getMore(id, 'd.c', 2).cursor.nextBatch).toEqual([{ i: 2 }, { i: 3 }]);
    const last = reg.getMore(id, 'd.c', 2);
    expect(last.cursor.nextBatch).toEqual([{ i: 4 }]);
    expect((last.cursor.id as Long).isZero()).toBe(true);
    expect(() => reg.getMore(id, 'd.c', 2)).toThrow(MongoCommandError);
  });

  it('closes the cursor as soon as a batch reaches the end of the source', () => {
    const r = new CursorRegistry().open('d.c', docs(4), 4);
    expect((r.cursor.id as Long).isZero()).toBe(true);
  });

  it('gives an empty first batch for batchSize 0 and the rest on getMore', () => {
    const reg = new CursorRegistry();
    const r = reg.open('d.c', docs(3), 0);
    expect(r.cursor.firstBatch).toEqual([]);
    expect(reg.getMore(r.cursor.id as Long, 'd.c', 0).cursor.nextBatch).toHaveLength(3);
  });

  it('refuses getMore on another namespace', () => {
    const reg = new CursorRegistry();
    const id = reg.open('d.c', docs(5), 1).cursor.id as Long;
    expect(() => reg.getMore(id, 'd.other', 1)).toThrow(expect.objectContaining({ code: 13 }));
  });

  it('closes cursors idle for more than 10 minutes, then answers CursorNotFound', () => {
    const reg = new CursorRegistry();
    const id = reg.open('d.c', docs(5), 1).cursor.id as Long;
    reg.expire(Date.now() + 9 * 60 * 1000);
    expect(reg.getMore(id, 'd.c', 1).cursor.nextBatch).toEqual([{ i: 1 }]);
    reg.expire(Date.now() + 11 * 60 * 1000);
    expect(() => reg.getMore(id, 'd.c', 1)).toThrow(expect.objectContaining({ code: 43, codeName: 'CursorNotFound' }));
  });

  it('reports killed and unknown ids', () => {
    const reg = new CursorRegistry();
    const id = reg.open('d.c', docs(5), 1).cursor.id as Long;
    const r = reg.kill([id, Long.fromNumber(999)]);
    expect(r.cursorsKilled).toEqual([id]);
    expect(r.cursorsNotFound).toEqual([Long.fromNumber(999)]);
  });
});
