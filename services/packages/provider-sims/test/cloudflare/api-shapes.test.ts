// Every answer of the Cloudflare simulator, for every operation the panel uses and its failures
// (bad credentials, unknown ids, duplicates, invalid records, 429), fits our schemas of Cloudflare's
// API definition (@dop/contracts/cloudflare-api), and so do the requests sent here as the panel sends them.
import {
  CF_OPERATIONS,
  cfAnswerProblems,
  cfExchangeProblems,
  cfRequestProblems,
  findCfOperation,
  type CfExchange,
} from '@dop/contracts/cloudflare-api';
import { startCloudflareSim, type RunningCloudflareSim, type SimCfUser } from '../../src';

let sim: RunningCloudflareSim;
let exchanges: CfExchange[];

beforeAll(async () => {
  sim = await startCloudflareSim();
  exchanges = sim.controls.recordExchanges();
});
afterAll(() => sim.stop());

async function cf(user: SimCfUser | { token: string }, method: string, path: string, body?: unknown) {
  const auth: Record<string, string> =
    'email' in user ? { 'X-Auth-Email': user.email, 'X-Auth-Key': user.apiKey } : { Authorization: `Bearer ${user.token}` };
  const res = await fetch(`${sim.url}${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { result: { id: string; name_servers?: string[] } & Array<{ id: string }> } };
}

test('the zone flow, its failures and a 429: every exchange fits Cloudflare’s definition', async () => {
  const user = sim.state.addUser({ email: 'shapes@cf.test' });
  const token = { token: user.token };
  const account = (await cf(user, 'GET', '/accounts?page=1&per_page=50')).body.result[0].id;
  const zone = (await cf(user, 'POST', '/zones', { name: 'shapes.com', account: { id: account }, type: 'full' })).body.result;
  expect(zone.name_servers).toEqual(user.nameServers);
  expect((await cf(token, 'POST', '/zones', { name: 'shapes.com', account: { id: account }, type: 'full' })).status).toBe(400);
  expect((await cf(token, 'GET', '/zones?name=shapes.com&page=1&per_page=5')).body.result).toHaveLength(1);
  const a = { type: 'A', name: '@', content: '192.0.2.1', ttl: 1, proxied: true };
  const record = (await cf(user, 'POST', `/zones/${zone.id}/dns_records`, a)).body.result;
  await cf(user, 'POST', `/zones/${zone.id}/dns_records`, { ...a, name: 'www' });
  expect((await cf(user, 'POST', `/zones/${zone.id}/dns_records`, a)).status).toBe(400);
  expect((await cf(user, 'POST', `/zones/${zone.id}/dns_records`, { ...a, content: '999.1.1.1' })).status).toBe(400);
  expect((await cf(user, 'GET', `/zones/${zone.id}/dns_records?type=A&per_page=500`)).body.result).toHaveLength(2);
  expect((await cf(user, 'PUT', `/zones/${zone.id}/dns_records/${record.id}`, { ...a, content: '192.0.2.2' })).status).toBe(200);
  expect((await cf(user, 'DELETE', `/zones/${zone.id}/dns_records/${record.id}`)).status).toBe(200);
  expect((await cf(user, 'DELETE', `/zones/${zone.id}/dns_records/${record.id}`)).status).toBe(404);
  expect((await cf(user, 'PATCH', `/zones/${zone.id}/settings/ssl`, { id: 'ssl', value: 'full' })).status).toBe(200);
  expect((await cf(user, 'PATCH', `/zones/${zone.id}/settings/ssl`, { id: 'ssl', value: 'lenient' })).status).toBe(400);
  // A change set reads the mode before it sets one (issue 30).
  expect((await cf(user, 'GET', `/zones/${zone.id}/settings/ssl`)).status).toBe(200);
  expect((await cf(user, 'POST', `/zones/${zone.id}/purge_cache`, { purge_everything: true })).status).toBe(200);
  expect((await cf({ token: 'wrong' }, 'GET', '/zones?per_page=50')).status).toBe(403);
  expect((await cf({ ...user, apiKey: '0'.repeat(37) }, 'GET', '/zones?per_page=50')).status).toBe(403);
  sim.controls.rateLimit(1, 2);
  expect((await cf(user, 'GET', '/zones?per_page=50')).status).toBe(429);
  sim.controls.fail({ op: 'purge', status: 200, code: 1134, message: 'Purge is paused' });
  expect((await cf(user, 'POST', `/zones/${zone.id}/purge_cache`, { purge_everything: true })).status).toBe(200);
  expect((await cf(user, 'DELETE', `/zones/${zone.id}`)).status).toBe(200);
  expect((await cf(user, 'DELETE', `/zones/${zone.id}`)).status).toBe(404);

  expect(exchanges.flatMap(cfAnswerProblems)).toEqual([]);
  // The requests fit too, but for the two invalid ones sent on purpose (and refused with 400).
  const refused = exchanges.flatMap(cfRequestProblems);
  expect(refused).toHaveLength(2);
  expect(refused[0]).toMatch(/^createDnsRecord .* body content: /);
  expect(refused[1]).toMatch(/^editSslSetting .* body value: /);
  const seen = new Set(exchanges.map((x) => findCfOperation(x.method, x.path)?.name));
  expect([...seen].sort()).toEqual(Object.keys(CF_OPERATIONS).sort());
  // A 200 that says success: false was checked as the failure envelope it is.
  expect(exchanges.some((x) => x.status === 200 && (x.answer as { success: boolean }).success === false)).toBe(true);
});

test('the check finds what does not fit: unknown operations, extra fields, answers missing required ones', () => {
  const base = { query: {}, status: 200 };
  expect(cfExchangeProblems({ ...base, method: 'GET', path: '/user/tokens/verify', answer: {} })).toEqual([
    'GET /user/tokens/verify: not an operation the panel uses',
  ]);
  const purge = {
    ...base,
    method: 'POST',
    path: '/zones/abc/purge_cache',
    answer: { success: true, errors: [], messages: [], result: { id: 'abc' } },
  };
  expect(cfExchangeProblems({ ...purge, body: { purge_everything: true } })).toEqual([]);
  expect(cfExchangeProblems({ ...purge, body: { purge_everything: true, everything: 'yes' } }).join()).toMatch(/body .*everything/);
  expect(cfExchangeProblems({ ...purge, body: {}, answer: { success: true, result: { id: 'abc' } } }).join()).toMatch(
    /answer \(HTTP 200\) errors/,
  );
  expect(cfExchangeProblems({ ...purge, path: `/zones/${'x'.repeat(33)}/purge_cache`, body: {} }).join()).toMatch(/path parameter/);
  expect(
    cfExchangeProblems({ ...purge, body: {}, status: 400, answer: { success: false, errors: [], messages: [], result: null } }).join(),
  ).toMatch(/answer \(HTTP 400\) errors/);
});
