// A job survives its worker dying: the service process is SIGKILLed while it waits out 429s, a new one
// on the same database and JetStream picks the domain up (the lease lapsed) and finishes it once.
import { startCloudflareSim, type RunningCloudflareSim } from '@dop/provider-sims';
import {
  freshDatabase,
  startMongo,
  startNats,
  startServiceProcess,
  waitFor,
  type ServiceProcess,
  type TestMongo,
  type TestNats,
} from '@dop/service-testing';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { as } from '../helpers/harness';

jest.setTimeout(120_000);

let mongo: TestMongo;
let nats: TestNats;
let cf: RunningCloudflareSim;
const procs: ServiceProcess[] = [];

beforeAll(async () => {
  [mongo, nats, cf] = await Promise.all([startMongo(), startNats(), startCloudflareSim()]);
}, 60_000);
afterAll(async () => {
  for (const p of procs) await p.kill();
  await Promise.all([cf?.stop(), nats?.stop(), mongo?.stop()]);
});

test('SIGKILL mid-job: another instance finishes the domain, the zone is created once', async () => {
  const uri = freshDatabase(mongo, 'cloudflare');
  // Both instances on one database and one JetStream, as a restart would be.
  const env = {
    mongoUri: uri,
    natsUrl: nats.url,
    extra: {
      SECRETS_KEY: randomBytes(32).toString('base64'),
      CLOUDFLARE_API_URL: cf.url,
      CLOUDFLARE_MAX_RETRIES: '20',
      JOB_ACK_WAIT_MS: '2000',
      RPC_TIMEOUT_MS: '1000',
    },
  };
  const user = cf.state.addUser({ email: 'restart@cf.test' });
  cf.controls.rateLimit(1000, 1);
  const first = await startServiceProcess('cloudflare', env);
  procs.push(first);
  const res = await fetch(`${first.url}/api/cloudflare/domains`, {
    method: 'POST',
    headers: { ...as(), 'content-type': 'application/json' },
    body: JSON.stringify({
      domains: ['restart.com'],
      ipAddress: '192.0.2.9',
      teamTag: '2333',
      mode: 'single',
      singleAccount: { email: user.email, apiKey: user.apiKey },
    }),
  });
  expect(res.status).toBe(200);
  await waitFor(() => cf.controls.calls.filter((c) => c.status === 429).length >= 2, {
    timeoutMs: 30_000,
    what: 'the worker waiting out 429s',
  });
  await first.kill();
  cf.controls.rateLimit(0);

  const second = await startServiceProcess('cloudflare', env);
  procs.push(second);
  const db = await mongoose.createConnection(uri).asPromise();
  const items = db.collection('items');
  try {
    await waitFor(async () => (await items.findOne({ domain: 'restart.com' }))?.status === 'failed', {
      timeoutMs: 60_000,
      what: 'the item ended by the second instance',
    });
    // No registrars service here, so the name server step fails; everything Cloudflare was done once.
    const item = await items.findOne({ domain: 'restart.com' });
    expect(item?.message).toContain('registrars service unavailable');
    expect(item?.apiKey).toBeNull();
  } finally {
    await db.close();
  }
  const zones = cf.state.zones.filter((z) => z.name === 'restart.com');
  expect(zones).toHaveLength(1);
  expect(zones[0].records.map((r) => r.content)).toEqual(['192.0.2.9', '192.0.2.9']);
  expect(cf.controls.calls.filter((c) => c.op === 'createZone' && c.status === 200)).toHaveLength(1);
});
