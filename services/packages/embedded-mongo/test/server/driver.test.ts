import { Long, MongoClient, MongoServerError } from 'mongodb';
import { startTestServer } from './harness';

let srv: Awaited<ReturnType<typeof startTestServer>>;
let client: MongoClient;

beforeAll(async () => {
  srv = await startTestServer();
  client = await MongoClient.connect(srv.uri, { serverSelectionTimeoutMS: 3000 });
});
afterAll(async () => {
  await client.close();
  await srv.stop();
});

describe('through the official driver', () => {
  it('handshakes and answers ping and buildInfo', async () => {
    expect(await client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
    const info = await client.db('admin').command({ buildInfo: 1 });
    expect(info.version).toBe('8.0.0');
    expect(info.versionArray).toEqual([8, 0, 0, 0]);
    const hello = await client.db('admin').command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBe(25);
    expect(hello.topologyVersion).toBeUndefined();
  });

  it('inserts and reads back across getMore batches', async () => {
    const coll = client.db('t').collection('many');
    const docs = Array.from({ length: 250 }, (_, i) => ({ i }));
    const r = await coll.insertMany(docs);
    expect(r.insertedCount).toBe(250);
    const all = await coll.find({}, { batchSize: 40 }).toArray();
    expect(all.map((d) => d.i)).toEqual(docs.map((d) => d.i));
    expect(await coll.find({}).limit(7).toArray()).toHaveLength(7);
  });

  it('kills an open cursor', async () => {
    const coll = client.db('t').collection('many');
    const first = await coll.db.command({ find: 'many', batchSize: 2 });
    const id = Long.fromNumber(first.cursor.id as number);
    expect(id.isZero()).toBe(false);
    const killed = await coll.db.command({ killCursors: 'many', cursors: [id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    await expect(coll.db.command({ getMore: id, collection: 'many' })).rejects.toMatchObject({ code: 43 });
  });

  it('reports duplicate keys as write errors with keyPattern and keyValue', async () => {
    const coll = client.db('t').collection('dup');
    const err = await coll
      .insertMany([{ _id: 1 as never }, { _id: 1 as never }, { _id: 2 as never }], { ordered: false })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000, result: { insertedCount: 2 } });
    const raw = await coll.db.command({ insert: 'dup', documents: [{ _id: 2 }] });
    expect(raw).toEqual({
      n: 0,
      writeErrors: [expect.objectContaining({ index: 0, code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 2 } })],
      ok: 1,
    });
  });

  it('returns CommandNotFound for unknown commands', async () => {
    const err = await client
      .db('admin')
      .command({ frobnicate: 1 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err).toMatchObject({ code: 59, codeName: 'CommandNotFound', message: "no such command: 'frobnicate'" });
  });

  it('refuses transactions with IllegalOperation', async () => {
    const session = client.startSession();
    session.startTransaction();
    const err = await client
      .db('t')
      .collection('x')
      .insertOne({ a: 1 }, { session })
      .catch((e: unknown) => e);
    // driver 7 wraps code 20 on a write in a MongoServerError whose originalError carries the server's answer
    const e = err as { code?: number; originalError?: { code?: number } };
    expect(e.code ?? e.originalError?.code).toBe(20);
    await session.endSession();
  });

  it('rejects a non-object filter with TypeMismatch', async () => {
    await expect(client.db('t').command({ find: 'many', filter: 5 })).rejects.toMatchObject({ code: 14 });
  });

  it('splits a first batch that would exceed 16 MiB', async () => {
    const coll = client.db('t').collection('big');
    const blob = 'x'.repeat(1024 * 1024);
    await coll.insertMany(Array.from({ length: 20 }, (_, i) => ({ i, blob })));
    const first = await coll.db.command({ find: 'big' });
    expect(first.cursor.firstBatch.length).toBeGreaterThan(0);
    expect(first.cursor.firstBatch.length).toBeLessThan(20);
    expect(await coll.find({}).toArray()).toHaveLength(20);
  });

  it('serves 50 clients in parallel', async () => {
    const clients = await Promise.all(Array.from({ length: 50 }, () => MongoClient.connect(srv.uri)));
    const pings = await Promise.all(clients.map((c, i) => c.db('p').collection('c').insertOne({ i })));
    expect(pings.every((p) => p.acknowledged)).toBe(true);
    await Promise.all(clients.map((c) => c.close()));
    expect(await client.db('p').collection('c').estimatedDocumentCount()).toBe(50);
  });
});
