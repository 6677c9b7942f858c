import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNats, testEnv, waitFor, type TestNats } from '@dop/service-testing';
import { baseServiceEnv, parseEnv } from '../src/env';
import type { ServiceApp } from '../src/create-service';
import { buildTinyApp } from './fixtures/tiny-app';

jest.setTimeout(40_000);

let nats: TestNats;
let app: ServiceApp;
let storeDir: string;
beforeAll(async () => {
  // A store dir of our own survives stop(), so the restarted server is the same one to JetStream.
  storeDir = await mkdtemp(join(tmpdir(), 'nats-health-'));
  nats = await startNats({ storeDir });
  app = await buildTinyApp(parseEnv(baseServiceEnv, testEnv({ natsUrl: nats.url })), { nats: true });
});
afterAll(async () => {
  await app.close();
  await nats.stop();
  await rm(storeDir, { recursive: true, force: true });
});

const readyz = () => app.inject({ method: 'GET', url: '/readyz' });

describe('health endpoints', () => {
  it('/healthz answers ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz follows the NATS connection: 200, 503 while the server is down, 200 after it returns', async () => {
    const up = await readyz();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ready', checks: { nats: true } });

    await nats.stop();
    await waitFor(async () => (await readyz()).statusCode === 503, { timeoutMs: 10_000, what: '/readyz 503' });
    expect((await readyz()).json()).toEqual({ status: 'unavailable', checks: { nats: false } });

    nats = await startNats({ port: nats.port, storeDir });
    await waitFor(async () => (await readyz()).statusCode === 200, { timeoutMs: 20_000, what: '/readyz 200 again' });
  });
});

describe('/metrics', () => {
  it('exposes the request duration histogram by route and status', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/whoami' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*status_code="200"[^}]*\} [1-9]/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/whoami"[^}]*status_code="401"/);
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('service="tiny"');
  });
});
