import { Int32, Long } from 'bson';
import { runCommand } from '../../src/commands/dispatch';
import { CursorRegistry } from '../../src/cursors/registry';
import { memoryEngine } from '../server/memory-engine';

function ctx() {
  return { engine: memoryEngine(), cursors: new CursorRegistry(), connectionId: 7, remote: '127.0.0.1:1', openConnections: 1 };
}

describe('command dispatch', () => {
  it('answers hello as a standalone writable primary with connectionId', () => {
    const r = runCommand({ hello: 1, helloOk: true, $db: 'admin' }, ctx());
    expect(r).toMatchObject({
      isWritablePrimary: true,
      helloOk: true,
      connectionId: 7,
      maxWriteBatchSize: 100000,
      logicalSessionTimeoutMinutes: 30,
      ok: 1,
    });
    expect(r.ismaster).toBeUndefined();
    expect(runCommand({ isMaster: 1 }, ctx())).toMatchObject({ ismaster: true, ok: 1 });
  });

  it('reads numeric options from Int32, Double and Long wrappers', () => {
    const c = ctx();
    runCommand({ insert: 'c', documents: [{ a: 1 }, { a: 2 }, { a: 3 }], $db: 'd' }, c);
    const r = runCommand({ find: 'c', batchSize: new Int32(1), limit: Long.fromNumber(2), $db: 'd' }, c);
    expect(r.cursor.firstBatch).toHaveLength(1);
    const more = runCommand({ getMore: r.cursor.id, collection: 'c', $db: 'd' }, c);
    expect(more.cursor.nextBatch).toHaveLength(1);
    expect((more.cursor.id as Long).isZero()).toBe(true);
  });

  it('maps engine errors and argument errors to MongoDB error replies', () => {
    const c = ctx();
    expect(runCommand({ create: 'x', $db: 'd' }, c)).toEqual({ ok: 1 });
    expect(runCommand({ create: 'x', $db: 'd' }, c)).toMatchObject({ ok: 0, code: 48, codeName: 'NamespaceExists' });
    expect(runCommand({ aggregate: 'x', pipeline: [], $db: 'd' }, c)).toMatchObject({ ok: 0, code: 9 });
    expect(runCommand({ insert: 'x', documents: 3, $db: 'd' }, c)).toMatchObject({ ok: 0, code: 14 });
    expect(runCommand({ getMore: 5, collection: 'x', $db: 'd' }, c)).toMatchObject({ ok: 0, code: 14 });
    expect(runCommand({ find: 'x', tailable: true, $db: 'd' }, c)).toMatchObject({ ok: 0, code: 115 });
  });

  it('drops a missing collection with ok:1 as MongoDB 7 does', () => {
    expect(runCommand({ drop: 'nothing', $db: 'd' }, ctx())).toEqual({ ok: 1 });
  });

  it('refuses commitTransaction and autocommit:false with code 20', () => {
    const c = ctx();
    expect(runCommand({ commitTransaction: 1, $db: 'admin' }, c)).toMatchObject({ ok: 0, code: 20, codeName: 'IllegalOperation' });
    expect(runCommand({ find: 'c', autocommit: false, startTransaction: true, $db: 'd' }, c)).toMatchObject({ code: 20 });
  });

  it('lists databases by name only and filtered', () => {
    const c = ctx();
    runCommand({ insert: 'c', documents: [{}], $db: 'one' }, c);
    runCommand({ insert: 'c', documents: [{}], $db: 'two' }, c);
    expect(runCommand({ listDatabases: 1, nameOnly: true, $db: 'admin' }, c).databases).toEqual([{ name: 'one' }, { name: 'two' }]);
    expect(runCommand({ listDatabases: 1, filter: { name: 'two' }, $db: 'admin' }, c).databases).toHaveLength(1);
  });

  it('lists commands it implements', () => {
    const r = runCommand({ listCommands: 1 }, ctx());
    expect(Object.keys(r.commands)).toEqual(expect.arrayContaining(['find', 'insert', 'hello']));
  });
});
