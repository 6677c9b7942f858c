// What callers get when a path has no owner, its service is not deployed, down, slow, or identity
// cannot be asked: always the one JSON error body, never a hang or a crash.
import { startNats, waitFor } from '@dop/service-testing';
import { buildGateway } from '../../src/app';
import { baseConfig, listen, startHarness, type Harness } from '../helpers/gateway-harness';
import { startUpstream, type TestUpstream } from '../helpers/upstream';

let h: Harness;
beforeAll(async () => {
  // billing points at a port nobody listens on any more.
  const dead: TestUpstream = await startUpstream('x'.repeat(32));
  await dead.close();
  h = await startHarness(['domains'], { upstreamTimeoutMs: 300, services: { billing: dead.url } });
});
afterAll(async () => h?.close());

const authed = { cookie: 'sid=s-alice' };
const body = async (res: Response) => (await res.json()) as { error: { code: string; message: string } };

test('an unknown /api path is 404 JSON', async () => {
  const res = await fetch(`${h.url}/api/no-such-thing/1`, { headers: authed });
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect((await body(res)).error).toEqual({ code: 'not_found', message: 'No API route for /api/no-such-thing/1' });
  expect((await fetch(`${h.url}/api`)).status).toBe(404);
  expect((await fetch(`${h.url}/api/domainsX`, { headers: authed })).status).toBe(404);
});

test('a service with no URL configured answers 503 service_unavailable', async () => {
  const res = await fetch(`${h.url}/api/cloudflare/domains`, { headers: authed });
  expect(res.status).toBe(503);
  expect((await body(res)).error.code).toBe('service_unavailable');
});

test('a service that is down answers 502 bad_gateway', async () => {
  const res = await fetch(`${h.url}/api/billing/results`, { headers: authed });
  expect(res.status).toBe(502);
  expect((await body(res)).error).toEqual({ code: 'bad_gateway', message: 'Service billing is unreachable' });
});

test('a service that does not answer in time gives 504, and the next call works', async () => {
  h.upstreams.domains!.slowMs = 1_000;
  const res = await fetch(`${h.url}/api/domains/slow`, { headers: authed });
  expect(res.status).toBe(504);
  expect((await body(res)).error.code).toBe('upstream_timeout');
  h.upstreams.domains!.slowMs = 0;
  expect((await fetch(`${h.url}/api/domains`, { headers: authed })).status).toBe(200);
});

test('with NATS gone, protected paths answer 503 and public ones still pass', async () => {
  const nats = await startNats();
  const app = await buildGateway(
    baseConfig({ natsUrl: nats.url, services: { identity: h.upstreams.domains!.url, domains: h.upstreams.domains!.url } }),
  );
  const url = await listen(app);
  try {
    await waitFor(async () => ((await (await fetch(`${url}/healthz`)).json()) as { nats: string }).nats === 'connected');
    await nats.stop();
    const res = await fetch(`${url}/api/domains`, { headers: { cookie: 'sid=s-anyone' } });
    expect(res.status).toBe(503);
    expect((await body(res)).error.code).toBe('identity_unavailable');
    expect((await fetch(`${url}/api/domains`)).status).toBe(401);
    expect((await fetch(`${url}/api/auth/me`, { headers: { cookie: 'sid=s-anyone' } })).status).toBe(200);
    const health = await waitFor(async () => {
      const res = await fetch(`${url}/healthz`);
      const body = (await res.json()) as { nats: string };
      return body.nats === 'disconnected' ? { status: res.status, body } : null;
    });
    expect(health.status).toBe(503);
  } finally {
    await app.close();
  }
});
