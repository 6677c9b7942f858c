// The domains service's bulk add with "use Cloudflare", end to end over NATS: the key crosses sealed
// (never in clear text) and this service opens it and sets the A records at the simulator.
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import { freshDatabase, startServiceProcess, waitFor, type ServiceProcess } from '@dop/service-testing';
import { as, startHarness, type Harness } from '../helpers/harness';

jest.setTimeout(90_000);

let h: Harness;
let domains: ServiceProcess;
const seen: string[] = [];

beforeAll(async () => {
  // This test runs its own domains service.
  h = await startHarness({}, { changes: false });
  domains = await startServiceProcess('domains', {
    mongoUri: freshDatabase(h.mongo, 'domains'),
    natsUrl: h.nats.url,
    extra: { SECRETS_KEY: h.secretsKey },
  });
  // A plain (non-queue) subscriber sees every request; only the service's queue group answers.
  h.nc.subscribe(CLOUDFLARE_RPC.setARecords, { callback: (_e, m) => seen.push(new TextDecoder().decode(m.data)) });
  await h.nc.flush();
}, 120_000);
afterAll(async () => {
  if (domains) await domains.kill();
  await h?.stop();
});

test('bulk add with useCloudflare: sealed key on NATS, A records at Cloudflare, account saved', async () => {
  const user = h.cf.state.addUser({ email: 'bulk@cf.test' });
  const res = await fetch(`${domains.url}/api/domains/bulk`, {
    method: 'POST',
    headers: { ...as(), 'content-type': 'application/json' },
    body: JSON.stringify({
      domains: ['via-domains.com'],
      ipAddress: '192.0.2.44',
      useCloudflare: true,
      cloudflareSettings: { email: user.email, apiKey: user.apiKey },
      updateRecords: false,
    }),
  });
  expect(res.status).toBe(200);
  await waitFor(() => h.cf.state.zones.find((z) => z.name === 'via-domains.com')?.records.length === 2, {
    timeoutMs: 60_000,
    what: 'A records at the simulator',
  });
  const zone = h.cf.state.zones.find((z) => z.name === 'via-domains.com')!;
  expect(zone.accountId).toBe(user.accountId);
  expect(zone.records.map((r) => `${r.name}=${r.content}`).sort()).toEqual([
    'via-domains.com=192.0.2.44',
    'www.via-domains.com=192.0.2.44',
  ]);
  expect(seen).toHaveLength(1);
  expect(seen[0]).not.toContain(user.apiKey);
  expect(JSON.parse(seen[0])).toMatchObject({ domain: 'via-domains.com', email: user.email, apiKeySealed: expect.stringMatching(/^v1:/) });
  // The account is saved after the records are set at Cloudflare: under load the zone can be seen first.
  await waitFor(async () => (await h.service.app.cf.models.accounts.exists({ _id: 'bulk@cf.test' })) !== null, {
    timeoutMs: 10_000,
    what: 'the account saved',
  });
  await waitFor(() => h.ops.results.some((r) => r.domain === 'via-domains.com' && r.statuses.cloudflare === 'Success'), {
    timeoutMs: 10_000,
    what: 'Success result',
  });
});
