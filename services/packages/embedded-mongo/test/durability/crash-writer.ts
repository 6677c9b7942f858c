// Child process of crash.test.ts: starts the embedded server on argv[2], then writes 10,000 documents
// in ordered batches of 10 with a unique index on `key`, printing `ack <_id>` for each acknowledged one.
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src/index';

const TOTAL = 10_000;
const BATCH = 10;

async function main(): Promise<void> {
  const mongo = await startEmbeddedMongo({ dataDir: process.argv[2], port: 0 });
  const client = await MongoClient.connect(mongo.uri);
  const coll = client.db('crash').collection<{ _id: number; key: string; payload: string }>('docs');
  await coll.createIndex({ key: 1 }, { unique: true });
  process.stdout.write('ready\n');
  for (let start = 0; start < TOTAL; start += BATCH) {
    const docs = Array.from({ length: BATCH }, (_v, i) => ({ _id: start + i, key: `k${start + i}`, payload: 'x'.repeat(100) }));
    await coll.insertMany(docs, { ordered: true });
    // Reported only after the server acknowledged the whole batch.
    process.stdout.write(docs.map((d) => `ack ${d._id}\n`).join(''));
  }
  process.stdout.write('done\n');
  await client.close();
  await mongo.stop();
}

main().catch((err: unknown) => {
  process.stderr.write(`crash-writer: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
