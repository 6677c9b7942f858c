// Cookie-authenticated writes need this site's Origin; bearer calls and reads do not.
import { startHarness, type Harness } from '../helpers/gateway-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(['domains']);
});
afterAll(async () => h?.close());

const post = (headers: Record<string, string>, method = 'POST') =>
  fetch(`${h.url}/api/domains/bulk`, { method, headers: { 'content-type': 'application/json', ...headers }, body: '{"domains":[]}' });

test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s with the session cookie and no Origin is refused with 403 csrf', async (method) => {
  const before = h.upstreams.domains!.seen.length;
  const res = await post({ cookie: 'sid=s-alice' }, method);
  expect(res.status).toBe(403);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('csrf');
  expect(h.upstreams.domains!.seen.length).toBe(before);
});

test('a foreign Origin is refused', async () => {
  const res = await post({ cookie: 'sid=s-alice', origin: 'https://evil.example' });
  expect(res.status).toBe(403);
});

test("the site's own Origin is accepted", async () => {
  const res = await post({ cookie: 'sid=s-alice', origin: h.origin });
  expect(res.status).toBe(200);
  expect(h.upstreams.domains!.seen.at(-1)).toMatchObject({ method: 'POST', body: '{"domains":[]}' });
});

test('the origin a TLS terminator forwards is the one expected', async () => {
  const res = await post({
    cookie: 'sid=s-alice',
    origin: 'https://panel.example',
    'x-forwarded-host': 'panel.example',
    'x-forwarded-proto': 'https',
  });
  expect(res.status).toBe(200);
});

test('bearer requests are exempt', async () => {
  const res = await post({ authorization: 'Bearer t-alice' });
  expect(res.status).toBe(200);
});

test('reads with the cookie need no Origin', async () => {
  const res = await fetch(`${h.url}/api/domains`, { headers: { cookie: 'sid=s-alice' } });
  expect(res.status).toBe(200);
});
