// initialData setup and outcome checks, through the internal client with "majority" writes and
// "local" reads, as the unified format prescribes. Outcome documents must match exactly (no extra
// fields at any level; key order and numeric type aside).
import type { MongoClient } from 'mongodb';
import { match } from './matcher';
import type { CollectionData } from './types';

const SYSTEM_DATABASES = new Set(['admin', 'config', 'local']);

/** Drops every user database, so no state leaks from one test into the next. */
export async function dropUserDatabases(internal: MongoClient): Promise<void> {
  const { databases } = await internal.db('admin').admin().listDatabases({ nameOnly: true });
  for (const { name } of databases) if (!SYSTEM_DATABASES.has(name)) await internal.db(name).dropDatabase();
}

export async function loadInitialData(internal: MongoClient, data: CollectionData[]): Promise<void> {
  for (const c of data) {
    const db = internal.db(c.databaseName);
    await db
      .collection(c.collectionName)
      .drop({ writeConcern: { w: 'majority' } })
      .catch((err: { code?: number }) => {
        if (err.code !== 26) throw err;
      });
    if (c.createOptions) await db.createCollection(c.collectionName, { ...c.createOptions, writeConcern: { w: 'majority' } });
    if (c.documents.length > 0) {
      await db.collection(c.collectionName).insertMany(
        c.documents.map((d) => ({ ...d })),
        { writeConcern: { w: 'majority' } },
      );
    } else if (!c.createOptions) {
      await db.createCollection(c.collectionName, { writeConcern: { w: 'majority' } });
    }
  }
}

/** Null when every listed collection holds exactly the expected documents in _id order. */
export async function checkOutcome(internal: MongoClient, outcome: CollectionData[]): Promise<string | null> {
  for (const c of outcome) {
    const actual = await internal
      .db(c.databaseName)
      .collection(c.collectionName)
      .find({}, { sort: { _id: 1 }, readConcern: { level: 'local' }, readPreference: 'primary' })
      .toArray();
    const diff = match(c.documents, actual, false, `outcome ${c.databaseName}.${c.collectionName}`);
    if (diff) return diff;
  }
  return null;
}
