// startServiceProcess/startRegistrarsProcess on a real service (registrars) with embedded Mongo and a
// real nats-server: ready means /readyz answers, kill() ends it once, and a service that cannot start
// fails the call at once with its own words instead of waiting out the ready timeout.
import { signedHeaders } from '../src/identity';
import { startMongo, type TestMongo } from '../src/mongo';
import { startNats, type TestNats } from '../src/nats-server';
import { startRegistrarsProcess } from '../src/registrars-process';
import { startServiceProcess } from '../src/service-process';

jest.setTimeout(90_000);

let mongo: TestMongo;
let nats: TestNats;
beforeAll(async () => {
  [mongo, nats] = await Promise.all([startMongo(), startNats()]);
});
afterAll(async () => {
  await Promise.all([mongo?.stop(), nats?.stop()]);
});

test('a service whose env is invalid rejects with its exit code and message', async () => {
  // The registrars service requires SECRETS_KEY; loadEnvOrExit names it and exits 1.
  const started = startServiceProcess('registrars', { mongoUri: mongo.uriFor('bad_env'), natsUrl: nats.url });
  await expect(started).rejects.toThrow(/registrars exited \(code 1\):[\s\S]*SECRETS_KEY/);
});

test('the registrars process answers over HTTP, refuses a bad account, and stops on kill()', async () => {
  const registrars = await startRegistrarsProcess({ mongo, nats, simsEnv: {} });
  try {
    expect(Buffer.from(registrars.secretsKey, 'base64')).toHaveLength(32);
    const ready = await fetch(`${registrars.url}/readyz`);
    expect(ready.status).toBe(200);
    const list = await fetch(`${registrars.url}/api/accounts/namesilo`, { headers: signedHeaders({ userId: 'u-sp' }) });
    expect(list.status).toBe(200);
    await expect(registrars.addAccount('namesilo', { name: '' }, { userId: 'u-sp', userName: 'sp' })).rejects.toThrow(
      /^namesilo account: 400 /,
    );
  } finally {
    expect(await registrars.kill('SIGTERM')).toBe(0);
  }
  // A second kill of an ended process neither signals a reaped pid nor throws.
  expect(await registrars.kill()).toBe(0);
  expect(registrars.child.signalCode).toBeNull();
});
