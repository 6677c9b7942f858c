// /healthz is green only when every configured service's /readyz answers 200 and NATS is linked;
// otherwise 503 naming each service's state. Services that are not deployed are left out.
import { waitFor } from '@dop/service-testing';
import { startHarness, type Harness } from '../helpers/gateway-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(['identity', 'domains']);
});
afterAll(async () => h?.close());

interface Health {
  status: string;
  services: Record<string, string>;
  nats: string;
}

async function health(): Promise<{ code: number; body: Health }> {
  const res = await fetch(`${h.url}/healthz`);
  return { code: res.status, body: (await res.json()) as Health };
}

test('green when every deployed service is ready', async () => {
  const { code, body } = await health();
  expect(code).toBe(200);
  expect(body).toEqual({ status: 'ok', services: { identity: 'ready', domains: 'ready' }, nats: 'connected' });
});

test('red with the per-service state when one service is not ready, green again when it is', async () => {
  h.upstreams.domains!.ready = false;
  const red = await waitFor(async () => {
    const r = await health();
    return r.code === 503 ? r : null;
  });
  expect(red.body).toEqual({ status: 'unavailable', services: { identity: 'ready', domains: 'not_ready' }, nats: 'connected' });
  h.upstreams.domains!.ready = true;
  await waitFor(async () => (await health()).code === 200);
});

test('a service that is down is reported unreachable', async () => {
  await h.upstreams.identity!.close();
  const red = await waitFor(async () => {
    const r = await health();
    return r.body.services.identity === 'unreachable' ? r : null;
  });
  expect(red.code).toBe(503);
});
