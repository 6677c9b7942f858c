import { startNats, waitFor, type TestNats } from '@dop/service-testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { NoResponderError, requestJson, RpcInterruptedError, RpcTimeoutError } from '../../src/events/request';

const codec = JSONCodec();
let nats: TestNats;
let nc: NatsConnection;

beforeAll(async () => {
  nats = await startNats();
  nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
});
afterAll(async () => {
  await nc.close();
  await nats.stop();
});

test('answers the JSON reply, and tells no responder apart from no answer in time', async () => {
  const sub = nc.subscribe('echo.rpc', { callback: (_e, m) => m.respond(codec.encode({ echoed: codec.decode(m.data) })) });
  const silent = nc.subscribe('silent.rpc', { callback: () => undefined });
  await nc.flush();
  expect(await requestJson(nc, 'echo.rpc', { a: 1 }, 5_000)).toEqual({ echoed: { a: 1 } });
  await expect(requestJson(nc, 'nobody.rpc', {}, 5_000)).rejects.toBeInstanceOf(NoResponderError);
  const late = requestJson(nc, 'silent.rpc', {}, 200);
  await expect(late).rejects.toBeInstanceOf(RpcTimeoutError);
  await expect(late).rejects.not.toBeInstanceOf(RpcInterruptedError);
  sub.unsubscribe();
  silent.unsubscribe();
});

test('a request waiting when nats-server dies fails as interrupted instead of waiting out its timeout, and requests work after the restart', async () => {
  nc.subscribe('held.rpc', { callback: () => undefined });
  await nc.flush();
  // An hour: only the lost connection can end this request within the test's time.
  const waiting = requestJson(nc, 'held.rpc', {}, 3_600_000);
  process.kill(nats.pid, 'SIGKILL');
  await expect(waiting).rejects.toBeInstanceOf(RpcInterruptedError);
  await expect(waiting).rejects.toBeInstanceOf(RpcTimeoutError);

  nats = await startNats({ port: nats.port, storeDir: nats.storeDir });
  nc.subscribe('back.rpc', { callback: (_e, m) => m.respond(codec.encode({ ok: true })) });
  // The client reconnects on its own; until it has, a request may fail as no responder or interrupted.
  const answer = await waitFor(() => requestJson(nc, 'back.rpc', {}, 2_000).catch(() => null), { what: 'an answer after the restart' });
  expect(answer).toEqual({ ok: true });
});
