// A hash of everything one database holds, to prove a refused request stored nothing. Read through
// the official driver, as any MongoDB client would.
import { createHash } from 'node:crypto';
import { BSON, MongoClient } from 'mongodb';

const { EJSON } = BSON;

/**
 * Request bookkeeping, not stored data: identity's rate-limit and lockout counters live in MongoDB
 * (issue 25, so they hold across replicas) and every /api/auth call, refused or not, adds a hit.
 */
export const BOOKKEEPING_COLLECTIONS: ReadonlySet<string> = new Set(['rate_hits']);

export class DbFingerprints {
  private constructor(private readonly client: MongoClient) {}

  static async connect(uri: string): Promise<DbFingerprints> {
    const client = new MongoClient(uri, { directConnection: true, serverSelectionTimeoutMS: 5_000 });
    await client.connect();
    return new DbFingerprints(client);
  }

  /** Hash of every document of every collection in `dbName` (but request bookkeeping), in a stable order. */
  async of(dbName: string): Promise<string> {
    const db = this.client.db(dbName);
    const hash = createHash('sha1');
    const names = (await db.listCollections({}, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .filter((n) => !BOOKKEEPING_COLLECTIONS.has(n))
      .sort();
    for (const name of names) {
      const docs = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
      hash.update(name).update(EJSON.stringify(docs, { relaxed: false }));
    }
    return hash.digest('hex');
  }

  /** Every document of every database but the server's own, for the secrets audit. */
  async *allDocuments(): AsyncGenerator<{ db: string; collection: string; text: string }> {
    const { databases } = await this.client.db('admin').admin().listDatabases();
    for (const { name: dbName } of databases) {
      if (['admin', 'local', 'config'].includes(dbName)) continue;
      const db = this.client.db(dbName);
      for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
        for await (const doc of db.collection(name).find({})) yield { db: dbName, collection: name, text: EJSON.stringify(doc) };
      }
    }
  }

  /** Hash of every document, in any database, whose text contains `marker` (one member's data, by their id). */
  async mentioning(marker: string): Promise<{ hash: string; count: number }> {
    const hash = createHash('sha1');
    const found: string[] = [];
    for await (const doc of this.allDocuments()) if (doc.text.includes(marker)) found.push(`${doc.db}.${doc.collection} ${doc.text}`);
    for (const line of found.sort()) hash.update(line);
    return { hash: hash.digest('hex'), count: found.length };
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
