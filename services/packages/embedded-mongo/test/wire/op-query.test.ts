import net from 'node:net';
import { BSON } from 'bson';
import { startTestServer } from '../server/harness';
import { OP_QUERY, OP_REPLY, frame } from '../../src/wire/framing';

let srv: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

function opQuery(ns: string, query: object): Buffer {
  const name = Buffer.from(`${ns}\0`);
  const skipLimit = Buffer.alloc(8);
  skipLimit.writeInt32LE(-1, 4);
  return frame(OP_QUERY, 0, Buffer.concat([Buffer.alloc(4), name, skipLimit, BSON.serialize(query)]));
}

function roundTrip(msg: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(srv.port, '127.0.0.1', () => sock.write(msg));
    const chunks: Buffer[] = [];
    sock.on('data', (c) => {
      chunks.push(c);
      const all = Buffer.concat(chunks);
      if (all.length >= 4 && all.length >= all.readInt32LE(0)) {
        sock.end();
        resolve(all);
      }
    });
    sock.on('error', reject);
  });
}

describe('legacy OP_QUERY handshake', () => {
  it('answers isMaster on admin.$cmd with an OP_REPLY', async () => {
    const msg = opQuery('admin.$cmd', { isMaster: 1, client: { driver: { name: 'raw' } } });
    const reply = await roundTrip(msg);
    expect(reply.readInt32LE(12)).toBe(OP_REPLY);
    expect(reply.readInt32LE(8)).toBe(msg.readInt32LE(4));
    expect(reply.readInt32LE(32)).toBe(1);
    const doc = BSON.deserialize(reply.subarray(36));
    expect(doc).toMatchObject({ ismaster: true, maxWireVersion: 25, minWireVersion: 0, maxMessageSizeBytes: 48000000, ok: 1 });
    expect(doc.topologyVersion).toBeUndefined();
  });

  it('unwraps $query', async () => {
    const reply = await roundTrip(opQuery('admin.$cmd', { $query: { ping: 1 }, $readPreference: { mode: 'primary' } }));
    expect(BSON.deserialize(reply.subarray(36))).toEqual({ ok: 1 });
  });
});
