// Domains, bulk-add jobs and Cloudflare zones between two real users: shared objects under the For Me /
// For All rule. Another user's rows appear only with showAll=true (the list and the search alike). The
// spec gives every row of the For All list its edit-DNS, edit and delete buttons and shows no role
// checks, so a teammate who sees a domain may read and save its records, edit, re-tag, switch its name
// servers, detect its registrar and delete it (with its creator's registrar account, as the team's
// credentials are shared); it stays attributed to its creator. Progress of a bulk job is readable by id, as For All lists it.
import { waitFor } from '@dop/service-testing';
import type { AsUser } from '../../src/reliability/as-user';
import type { DbFingerprints } from '../../src/reliability/db-fingerprint';
import type { ServiceStack } from '../../src/reliability/service-stack';
import { startTwoUsers, type TwoUsers } from '../../src/reliability/two-users';
import type { SignedUpUser } from '../../src/reliability/sign-up';

let users: TwoUsers;
let stack: ServiceStack;
let prints: DbFingerprints;
let as: AsUser;
let alice: SignedUpUser;
let bob: SignedUpUser;
let domainId: string;
let jobId: string;

beforeAll(async () => {
  users = await startTwoUsers();
  ({ stack, prints, as, alice, bob } = users);
  // The domain lives at the NameSilo simulator under Alice's account, so saving records, switching
  // name servers and detecting the registrar reach a real provider answer.
  stack.sims.registrars.namesilo.state.addDomain({ name: 'alice-shared.com' });
  const account = await as(alice, 'POST', '/api/accounts/namesilo', {
    name: 'silo',
    apiKey: stack.sims.registrars.namesilo.credentials.apiKey,
  });
  const added = await as(alice, 'POST', '/api/domains/bulk', {
    domains: ['alice-shared.com'],
    ipAddress: '203.0.113.10',
    teamTag: '2333',
    accounts: { namesilo: account.body.id },
  });
  expect({ status: added.status, added: added.body.added }).toEqual({ status: 200, added: 1 });
  jobId = added.body.jobId as string;
  const listed = await as(alice, 'GET', '/api/domains?showAll=false');
  domainId = (listed.body.domains as Array<{ id: string; name: string }>).find((d) => d.name === 'alice-shared.com')!.id;
  // Settled first, so the job's own writes never look like a change made by a refused request.
  await waitFor(async () => (await as(alice, 'GET', `/api/domains/bulk/jobs/${jobId}`)).body.finished === true, {
    what: 'bulk job finished',
    timeoutMs: 30_000,
  });
}, 180_000);
afterAll(async () => {
  await users?.close();
}, 60_000);

const names = async (user: SignedUpUser, query: string) =>
  ((await as(user, 'GET', `/api/domains?${query}`)).body.domains as Array<{ name: string }>).map((d) => d.name);

test('another user sees the domain only For All, in the list and in the search', async () => {
  expect(await names(bob, 'showAll=false')).toEqual([]);
  expect(await names(bob, 'showAll=false&search=alice-shared')).toEqual([]);
  expect(await names(bob, 'showAll=true')).toContain('alice-shared.com');
  expect(await names(bob, 'showAll=true&search=alice-shared')).toEqual(['alice-shared.com']);
  expect(await names(alice, 'showAll=false')).toEqual(['alice-shared.com']);
});

test('a bulk job is listed For All only, and its progress is readable by id', async () => {
  const ids = async (user: SignedUpUser, showAll: boolean) =>
    ((await as(user, 'GET', `/api/domains/bulk/jobs?showAll=${showAll}`)).body.jobs as Array<{ id: string }>).map((j) => j.id);
  expect(await ids(bob, false)).toEqual([]);
  expect(await ids(bob, true)).toContain(jobId);
  const progress = await as(bob, 'GET', `/api/domains/bulk/jobs/${jobId}`);
  expect({ status: progress.status, id: progress.body.id, total: progress.body.total }).toEqual({ status: 200, id: jobId, total: 1 });
});

test('a teammate reads the records, edits and re-tags the domain; it stays its creator’s', async () => {
  const records = await as(bob, 'GET', `/api/domains/${domainId}/records`);
  expect(records.status).toBe(200);
  expect(Array.isArray(records.body.aRecords)).toBe(true);
  const patched = await as(bob, 'PATCH', `/api/domains/${domainId}`, { cloudflareIp: '203.0.113.77', teamTag: '2595' });
  expect(patched.status).toBe(200);
  expect(patched.body).toMatchObject({ cloudflareIp: '203.0.113.77', teamTag: '2595', createdById: alice.id });
  expect((await as(bob, 'POST', '/api/domains/update-tags', { domainIds: [domainId], teamTag: '2674' })).body).toMatchObject({
    updated: 1,
  });
  const seen = (await as(alice, 'GET', '/api/domains?showAll=false')).body.domains as Array<{ id: string; teamTag: string }>;
  expect(seen.map((d) => [d.id, d.teamTag])).toEqual([[domainId, '2674']]);
});

test('a teammate saves the records, switches name servers and detects the registrar', async () => {
  const aRecords = [{ id: 'r1', type: 'A', name: '@', content: '203.0.113.88', ttl: 3600 }];
  const saved = await as(bob, 'POST', `/api/domains/${domainId}/records`, { aRecords, cNameRecords: [] });
  expect({ status: saved.status, success: saved.body.success }).toEqual({ status: 200, success: true });
  const atSim = stack.sims.registrars.namesilo.state.snapshot().domains.find((d) => d.name === 'alice-shared.com');
  expect(JSON.stringify(atSim)).toContain('203.0.113.88');
  const switched = await as(bob, 'POST', `/api/domains/${domainId}/switch-nameservers`, {
    useCloudflare: false,
    cloudflareNameservers: [],
  });
  expect({ status: switched.status, success: switched.body.success }).toEqual({ status: 200, success: true });
  const detected = await as(bob, 'POST', `/api/domains/${domainId}/detect-registrar`, {});
  expect({ status: detected.status, registrar: detected.body.domain?.registrar }).toEqual({ status: 200, registrar: 'namesilo' });
  expect(detected.body.domain.createdById).toBe(alice.id);
}, 30_000);

test('a Cloudflare zone is listed For All only, and a teammate may bulk-delete it', async () => {
  const apiUrl = new URL(stack.sims.env.CLOUDFLARE_API_URL);
  // The simulator issues the account's global API key, in Cloudflare's own format.
  const seeded = await fetch(`${apiUrl.origin}/__sim/cloudflare/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ users: [{ email: 'alice-cf@example.test' }] }),
  });
  const { email, apiKey } = ((await seeded.json()) as { users: Array<{ email: string; apiKey: string }> }).users[0];
  const user = { email, apiKey };
  const started = await as(alice, 'POST', '/api/cloudflare/domains', {
    domains: ['alice-zone.com'],
    ipAddress: '203.0.113.20',
    teamTag: '2333',
    mode: 'single',
    sslMode: 'flexible',
    singleAccount: user,
  });
  expect(started.status).toBeLessThan(300);
  type Groups = Array<{ email: string; domains: Array<{ id: string; name: string }> }>;
  const zones = async (who: SignedUpUser, showAll: boolean) =>
    ((await as(who, 'GET', `/api/cloudflare/accounts?showAll=${showAll}`)).body.accounts as Groups).flatMap((g) => g.domains);
  const [zone] = await waitFor(async () => ((await zones(alice, false)).length ? zones(alice, false) : null), {
    what: 'alice-zone.com stored',
    timeoutMs: 20_000,
  });
  expect(zone.name).toBe('alice-zone.com');
  expect(await zones(bob, false)).toEqual([]);
  expect((await zones(bob, true)).map((z) => z.name)).toEqual(['alice-zone.com']);
  const deleted = await as(bob, 'POST', '/api/cloudflare/domains/delete', { ids: [zone.id] });
  expect(deleted.body).toMatchObject({ success: true, deleted: 1 });
  expect(await zones(alice, false)).toEqual([]);
}, 30_000);

test('a teammate deletes the domain for everyone; a second delete is a 404 that stores nothing', async () => {
  expect((await as(bob, 'DELETE', `/api/domains/${domainId}`)).body).toEqual({ success: true });
  expect(await names(alice, 'showAll=true')).toEqual([]);
  const before = await prints.of('rel_domains');
  expect((await as(bob, 'DELETE', `/api/domains/${domainId}`)).status).toBe(404);
  expect(await prints.of('rel_domains')).toBe(before);
});
