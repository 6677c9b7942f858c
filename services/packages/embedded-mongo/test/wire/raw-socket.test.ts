import net from 'node:net';
import { BSON, type Document } from 'bson';
import { MongoClient } from 'mongodb';
import { startTestServer } from '../server/harness';
import { OP_MSG, frame } from '../../src/wire/framing';
import { MORE_TO_COME } from '../../src/wire/op-msg';

let srv: Awaited<ReturnType<typeof startTestServer>>;
let client: MongoClient;

beforeAll(async () => {
  srv = await startTestServer();
  client = await MongoClient.connect(srv.uri);
});
afterAll(async () => {
  await client.close();
  await srv.stop();
});

function opMsg(cmd: Document, flags = 0): Buffer {
  const doc = BSON.serialize(cmd);
  const body = Buffer.alloc(5 + doc.length);
  body.writeUInt32LE(flags, 0);
  body.set(doc, 5);
  return frame(OP_MSG, 0, body);
}

/** Sends bytes, then resolves with everything received until the server closes or `waitMs` elapses after a reply. */
function exchange(bytes: Buffer, expectClose: boolean): Promise<{ data: Buffer; closed: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const sock = net.connect(srv.port, '127.0.0.1', () => sock.write(bytes));
    sock.on('data', (c) => {
      chunks.push(c);
      if (!expectClose) sock.end();
    });
    sock.on('close', () => resolve({ data: Buffer.concat(chunks), closed: true }));
    sock.on('error', () => undefined);
  });
}

async function stillServes(): Promise<void> {
  expect(await client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
}

describe('raw wire protocol', () => {
  it('answers an OP_MSG ping', async () => {
    const { data } = await exchange(opMsg({ ping: 1, $db: 'admin' }), false);
    expect(BSON.deserialize(data.subarray(21))).toEqual({ ok: 1 });
  });

  it('sends no reply to moreToCome, then answers the next message on the socket', async () => {
    const ping = opMsg({ ping: 1, $db: 'admin' });
    const both = Buffer.concat([opMsg({ endSessions: [], $db: 'admin' }, MORE_TO_COME), ping]);
    const { data } = await exchange(both, false);
    // The first reply on the socket answers the ping, not the endSessions.
    expect(data.readInt32LE(8)).toBe(ping.readInt32LE(4));
    expect(BSON.deserialize(data.subarray(21))).toEqual({ ok: 1 });
  });

  it('closes the connection on malformed BSON and keeps serving others', async () => {
    const bad = opMsg({ ping: 1, $db: 'admin' });
    bad.writeInt32LE(9999, 21);
    const r = await exchange(bad, true);
    expect(r.closed).toBe(true);
    expect(r.data.length).toBe(0);
    await stillServes();
    expect(srv.errors.some((e) => e.includes('truncated BSON'))).toBe(true);
  });

  it('closes the connection on a message larger than maxMessageSizeBytes', async () => {
    const header = Buffer.alloc(16);
    header.writeInt32LE(48_000_001, 0);
    header.writeInt32LE(OP_MSG, 12);
    const r = await exchange(header, true);
    expect(r.closed).toBe(true);
    await stillServes();
    expect(srv.errors.some((e) => e.includes('invalid message length 48000001'))).toBe(true);
  });

  it('accepts a CRC-32C trailer when checksumPresent is set', async () => {
    const doc = BSON.serialize({ ping: 1, $db: 'admin' });
    const body = Buffer.alloc(5 + doc.length + 4);
    body.writeUInt32LE(1, 0);
    body.set(doc, 5);
    const { data } = await exchange(frame(OP_MSG, 0, body), false);
    expect(BSON.deserialize(data.subarray(21))).toEqual({ ok: 1 });
  });

  it('merges kind-1 document sequences into the command', async () => {
    const docs = [BSON.serialize({ _id: 'seq1' }), BSON.serialize({ _id: 'seq2' })];
    const id = Buffer.from('documents\0');
    const seqLen = 4 + id.length + docs[0].length + docs[1].length;
    const seqHead = Buffer.alloc(5);
    seqHead[0] = 1;
    seqHead.writeInt32LE(seqLen, 1);
    const flags = Buffer.alloc(4);
    const bodyDoc = Buffer.concat([Buffer.from([0]), BSON.serialize({ insert: 'seq', $db: 'raw' })]);
    const msg = frame(OP_MSG, 0, Buffer.concat([flags, bodyDoc, seqHead, id, ...docs]));
    const { data } = await exchange(msg, false);
    expect(BSON.deserialize(data.subarray(21))).toEqual({ n: 2, ok: 1 });
    expect(await client.db('raw').collection('seq').find({}).toArray()).toEqual([{ _id: 'seq1' }, { _id: 'seq2' }]);
  });

  it('closes the connection on an unknown section kind', async () => {
    const bad = opMsg({ ping: 1, $db: 'admin' });
    bad[20] = 7;
    const r = await exchange(bad, true);
    expect(r.closed).toBe(true);
    await stillServes();
  });
});
