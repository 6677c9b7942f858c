// serveRpc on a real nats-server: every request is answered, whether it passes the contract, is no
// JSON at all, or fails in an expected or an unexpected way.
import { startNats, type TestNats } from '@dop/service-testing';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { z } from 'zod';
import { requestJson, RpcTimeoutError, RpcUnavailableError } from '../../src/events/request';
import { rpcHandler, serveRpc } from '../../src/events/rpc-responder';

jest.setTimeout(30_000);

const codec = JSONCodec<Record<string, unknown>>();

class NotMineError extends Error {}

let nats: TestNats;
let nc: NatsConnection;
let subs: Subscription[] = [];
const logged: string[] = [];

beforeAll(async () => {
  nats = await startNats();
  nc = await connect({ servers: nats.url });
  const handlers = {
    'test.rpc.greet': rpcHandler(z.object({ name: z.string().min(1) }), async (r) => ({ greeting: `hello ${r.name}` })),
    'test.rpc.refuse': rpcHandler(z.object({}), async () => {
      throw new NotMineError('not my account');
    }),
    'test.rpc.crash': rpcHandler(z.object({}), async () => {
      throw new Error('disk on fire');
    }),
    'test.rpc.no-database': rpcHandler(z.object({}), async () => {
      // What the driver throws while MongoDB restarts.
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:27017'), { name: 'MongoServerSelectionError' });
    }),
  };
  subs = serveRpc(nc, {
    queue: 'tester',
    handlers,
    log: { error: (_obj, msg) => logged.push(msg) },
    failure: (err) => (err instanceof NotMineError ? { ok: false, error: { code: 'unknown_account', message: err.message } } : undefined),
  });
  await nc.flush();
});
afterAll(async () => {
  subs.forEach((s) => s.unsubscribe());
  await nc?.close();
  await nats?.stop();
});

const ask = async (subject: string, body: Uint8Array) => codec.decode((await nc.request(subject, body, { timeout: 5000 })).data);

test('a valid request is answered ok with the handler result', async () => {
  expect(await ask('test.rpc.greet', codec.encode({ name: 'ann' }))).toEqual({ ok: true, greeting: 'hello ann' });
});

test('a request the contract refuses, or no JSON at all, is a bad_request', async () => {
  expect(await ask('test.rpc.greet', codec.encode({ name: '' }))).toMatchObject({
    ok: false,
    error: { code: 'bad_request', message: expect.stringContaining('name:') },
  });
  expect(await ask('test.rpc.greet', new TextEncoder().encode('{nope'))).toEqual({
    ok: false,
    error: { code: 'bad_request', message: 'request is not JSON' },
  });
});

test('an expected failure gets its own code; anything else is logged and answered as internal', async () => {
  expect(await ask('test.rpc.refuse', codec.encode({}))).toEqual({
    ok: false,
    error: { code: 'unknown_account', message: 'not my account' },
  });
  expect(await ask('test.rpc.crash', codec.encode({}))).toEqual({ ok: false, error: { code: 'internal', message: 'disk on fire' } });
  expect(logged).toEqual(['tester rpc failed']);
});

test('an unreachable database is answered unavailable, not internal, and requestJson makes it a retryable error', async () => {
  logged.length = 0;
  expect(await ask('test.rpc.no-database', codec.encode({}))).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  const asked = requestJson(nc, 'test.rpc.no-database', {}, 5_000);
  await expect(asked).rejects.toBeInstanceOf(RpcUnavailableError);
  // Callers that retry an unknown outcome (a timeout) retry this one too.
  await expect(asked).rejects.toBeInstanceOf(RpcTimeoutError);
  expect(logged).toEqual([]);
});
