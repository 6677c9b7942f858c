// Index maintenance at the storage level: every insert, update and delete leaves exactly the index
// entries the documents call for, and a refused document leaves none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Int32, type Document } from 'bson';
import { MongoCommandError } from '../../src/engine/types';
import { Catalog, type CollectionState } from '../../src/storage/catalog';
import { Records, deserializeDocument } from '../../src/storage/records';
import { idPrefix, openStore, prefixRange, recordIdOf, scanRange, type Store } from '../../src/storage/store';

let dir: string;
let store: Store;
let catalog: Catalog;
let records: Records;
let state: CollectionState;

const tx = <T>(fn: () => T): T => store.root.transactionSync(fn);

function entries(indexName: string): number {
  const index = state.findIndex(indexName)!;
  return [...scanRange(store.entries, prefixRange(idPrefix(index.id)))].length;
}

function docs(): { recordId: number; doc: Document }[] {
  return [...scanRange(store.docs, prefixRange(idPrefix(state.meta.id)))].map((e) => ({
    recordId: recordIdOf(e.key),
    doc: deserializeDocument(e.value),
  }));
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-records-'));
  store = openStore(dir);
  catalog = new Catalog(store);
  records = new Records(store, catalog);
  state = tx(() => {
    const s = catalog.create('db', 'c', {});
    s.indexes.push(
      catalog.newIndex({ key: { tags: 1 }, name: 'tags_1' }),
      catalog.newIndex({ key: { email: 1 }, name: 'email_1', unique: true, sparse: true }),
    );
    catalog.save(s);
    return s;
  });
});

afterEach(async () => {
  await store.root.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('records and index entries', () => {
  it('adds one entry per distinct key on insert, none for sparse misses', () => {
    tx(() => {
      records.insert(state, { _id: 1, tags: ['a', 'b', 'a'], email: 'x' });
      records.insert(state, { _id: 2, tags: 'c' });
    });
    expect(entries('_id_')).toBe(2);
    expect(entries('tags_1')).toBe(3);
    expect(entries('email_1')).toBe(1);
    expect(state.findIndex('tags_1')!.meta.multikey).toBe(true);
    expect(state.count).toBe(2);
  });

  it('moves only changed entries on replace and removes all on delete', () => {
    tx(() => records.insert(state, { _id: 1, tags: ['a', 'b'], email: 'x' }));
    const [{ recordId, doc }] = docs();
    const size = records.getRaw(state, recordId)!.length;
    tx(() => records.replace(state, recordId, doc, size, { _id: 1, tags: ['b', 'c', 'd'] }));
    expect(entries('tags_1')).toBe(3);
    expect(entries('email_1')).toBe(0);
    const [after] = docs();
    expect(after.recordId).toBe(recordId);
    expect(after.doc).toEqual({ _id: new Int32(1), tags: ['b', 'c', 'd'] });
    tx(() => records.remove(state, recordId, after.doc, records.getRaw(state, recordId)!.length));
    expect([entries('_id_'), entries('tags_1'), entries('email_1')]).toEqual([0, 0, 0]);
    expect([state.count, state.size]).toEqual([0, 0]);
  });

  it('refuses a duplicate unique key without writing the document or any entry', () => {
    tx(() => records.insert(state, { _id: 1, tags: 'a', email: 'x' }));
    let thrown: unknown;
    tx(() => {
      try {
        records.insert(state, { _id: 2, tags: ['p', 'q'], email: 'x' });
      } catch (err) {
        thrown = err;
      }
    });
    expect(thrown).toBeInstanceOf(MongoCommandError);
    expect((thrown as MongoCommandError).code).toBe(11000);
    expect(docs()).toHaveLength(1);
    expect(entries('tags_1')).toBe(1);
    expect(entries('_id_')).toBe(1);
  });

  it('leaves nothing behind when the transaction of a command throws', () => {
    expect(() =>
      tx(() => {
        records.insert(state, { _id: 1, tags: ['a', 'b'], email: 'x' });
        throw new Error('command failed');
      }),
    ).toThrow('command failed');
    expect(docs()).toHaveLength(0);
    expect([entries('_id_'), entries('tags_1'), entries('email_1')]).toEqual([0, 0, 0]);
  });

  it('refuses parallel arrays in a compound index (171)', () => {
    tx(() => {
      state.indexes.push(catalog.newIndex({ key: { a: 1, b: 1 }, name: 'a_1_b_1' }));
      catalog.save(state);
    });
    expect(() => tx(() => records.insert(state, { _id: 1, a: [1, 2], b: [3, 4] }))).toThrow(/parallel arrays/);
    tx(() => records.insert(state, { _id: 2, a: [1, 2], b: 3 }));
    expect(entries('a_1_b_1')).toBe(2);
  });

  it('reloads the catalog with indexes, multikey flags and counts', () => {
    tx(() => {
      records.insert(state, { _id: 1, tags: ['a', 'b'] });
      catalog.saveStats(state);
    });
    const reloaded = new Catalog(store).get('db', 'c')!;
    expect(reloaded.indexes.map((i) => [i.name, i.meta.multikey])).toEqual([
      ['_id_', false],
      ['tags_1', true],
      ['email_1', false],
    ]);
    expect(reloaded.count).toBe(1);
  });
});
