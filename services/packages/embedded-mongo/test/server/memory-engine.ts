// A deliberately small in-memory Engine for exercising the wire/command layer in isolation.
import type { Document } from 'bson';
import { MongoCommandError, type Engine, type FindOptions, type WriteError } from '../../src/engine/types';

export function memoryEngine(): Engine & { closed: boolean } {
  const colls = new Map<string, Document[]>();
  const get = (db: string, c: string): Document[] => {
    const key = `${db}.${c}`;
    if (!colls.has(key)) colls.set(key, []);
    return colls.get(key)!;
  };
  const unsupported = (): never => {
    throw new MongoCommandError(115, 'not supported by the test engine', 'CommandNotSupported');
  };
  return {
    closed: false,
    listDatabases: () => [...new Set([...colls.keys()].map((k) => k.split('.')[0]))].map((name) => ({ name, sizeOnDisk: 1, empty: false })),
    listCollections: (db) =>
      [...colls.keys()]
        .filter((k) => k.startsWith(`${db}.`))
        .map((k) => ({ name: k.slice(db.length + 1), type: 'collection', options: {}, info: { readOnly: false } })),
    createCollection: (db, name) => {
      if (colls.has(`${db}.${name}`)) throw new MongoCommandError(48, `Collection ${db}.${name} already exists.`, 'NamespaceExists');
      get(db, name);
    },
    dropCollection: (db, name) => colls.delete(`${db}.${name}`),
    dropDatabase: (db) => {
      for (const k of [...colls.keys()]) if (k.startsWith(`${db}.`)) colls.delete(k);
    },
    insert: (db, c, docs, ordered) => {
      const coll = get(db, c);
      const writeErrors: WriteError[] = [];
      let n = 0;
      for (const [index, d] of docs.entries()) {
        if (coll.some((e) => String(e._id) === String(d._id))) {
          writeErrors.push({
            index,
            code: 11000,
            errmsg: `E11000 duplicate key error collection: ${db}.${c} index: _id_`,
            keyPattern: { _id: 1 },
            keyValue: { _id: d._id },
          });
          if (ordered) break;
        } else {
          coll.push(d);
          n++;
        }
      }
      return { n, writeErrors };
    },
    update: unsupported,
    delete: (db, c, statements) => {
      const n = get(db, c).length;
      if (statements.length) colls.set(`${db}.${c}`, []);
      return { n, writeErrors: [] };
    },
    findAndModify: unsupported,
    modifyCollection: unsupported,
    *find(db: string, c: string, o: FindOptions) {
      const docs = get(db, c).slice(o.skip ?? 0);
      yield* o.limit ? docs.slice(0, o.limit) : docs;
    },
    count: (db, c) => get(db, c).length,
    distinct: unsupported,
    aggregate: (db, c) => (c ? get(db, c) : []),
    createIndexes: () => ({ createdCollectionAutomatically: false, numIndexesBefore: 1, numIndexesAfter: 2 }),
    listIndexes: () => [{ key: { _id: 1 }, name: '_id_' }],
    dropIndexes: () => ({ nIndexesWas: 1 }),
    expireTtl: () => 0,
    stats: () => ({ collections: colls.size, documents: 0, dataSize: 0 }),
    async close() {
      this.closed = true;
    },
  };
}
