// createService's setup hook on a real nats-server: what it builds is served, and when it throws the
// app is closed (its NATS connection too) before the error reaches the caller.
import { signedHeaders, startNats, testEnv, type TestNats } from '@dop/service-testing';
import { createService, type ServiceApp } from '../src/create-service';
import { baseServiceEnv, parseEnv } from '../src/env';

jest.setTimeout(30_000);

let nats: TestNats;
beforeAll(async () => {
  nats = await startNats();
});
afterAll(() => nats?.stop());

const config = () => parseEnv(baseServiceEnv, testEnv({ natsUrl: nats.url }));

test('the routes a setup registers are served', async () => {
  const app = await createService({
    name: 'setup-ok',
    config: config(),
    nats: true,
    logger: false,
    setup: async (a) => {
      a.get('/api/ping', async () => ({ pong: a.nats.isClosed() === false }));
    },
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/ping', headers: signedHeaders() });
    expect(res.json()).toEqual({ pong: true });
  } finally {
    await app.close();
  }
});

test('a setup that throws closes the app and passes the error on', async () => {
  let built: ServiceApp | undefined;
  const closed: string[] = [];
  const started = createService({
    name: 'setup-fails',
    config: config(),
    nats: true,
    logger: false,
    setup: async (a) => {
      built = a;
      a.addHook('onClose', async () => {
        closed.push('onClose');
      });
      throw new Error('stream missing');
    },
  });
  await expect(started).rejects.toThrow('stream missing');
  expect(closed).toEqual(['onClose']);
  expect(built?.nats.isClosed()).toBe(true);
});
