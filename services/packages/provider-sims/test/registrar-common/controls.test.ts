import { startNamesiloSim, type NamesiloSimCredentials, type RunningSim } from '../../src';

let sim: RunningSim<NamesiloSimCredentials>;
const origin = () => new URL(sim.url).origin;
const api = async (op: string, params: Record<string, string> = {}) => {
  const q = new URLSearchParams({ version: '1', type: 'json', key: sim.credentials.apiKey, ...params });
  const res = await fetch(`${sim.url}/${op}?${q}`);
  return { status: res.status, body: (await res.json()) as { reply: Record<string, unknown> } };
};
const control = (path: string, body: unknown) =>
  fetch(`${origin()}/__sim/namesilo/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  sim = await startNamesiloSim();
});
afterAll(() => sim.stop());
beforeEach(() => control('reset', {}));

describe('registrar simulator controls over HTTP', () => {
  it('seeds state and shows it, with every call recorded', async () => {
    await control('seed', {
      domains: [{ name: 'seeded.com', records: [{ name: '@', type: 'A', content: '192.0.2.5', ttl: 3600 }] }],
      balance: 42,
    });
    expect((await api('getAccountBalance')).body.reply).toMatchObject({ code: '300', balance: '42.00' });
    const state = (await (await fetch(`${origin()}/__sim/namesilo/state`)).json()) as {
      domains: Array<{ name: string }>;
      calls: Array<{ op: string }>;
    };
    expect(state.domains.map((d) => d.name)).toEqual(['seeded.com']);
    expect(state.calls.map((c) => c.op)).toEqual(['getAccountBalance']);
  });

  it('fails the next call the registrar’s way (inside HTTP 200), then works again', async () => {
    await control('fail', { op: 'getAccountBalance', message: 'Maintenance' });
    const failed = await api('getAccountBalance');
    expect(failed.status).toBe(200);
    expect(failed.body.reply).toMatchObject({ code: '280', detail: 'Maintenance' });
    expect((await api('getAccountBalance')).body.reply.code).toBe('300');
  });

  it('fails with a bare HTTP status, slows down and rate-limits', async () => {
    await control('fail', { mode: 'http', status: 503, message: 'down' });
    expect((await fetch(`${sim.url}/getAccountBalance?version=1&type=json&key=x`)).status).toBe(503);
    await control('delay', { ms: 150 });
    const t0 = Date.now();
    await api('getAccountBalance');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    await control('delay', { ms: 0 });
    await control('rate-limit', { max: 1, windowMs: 60_000 });
    expect((await api('getAccountBalance')).body.reply.code).toBe('300');
    expect((await api('getAccountBalance')).body.reply).toMatchObject({ code: '119' });
  });

  it('refuses a wrong key with NameSilo’s code 110', async () => {
    const res = await fetch(`${sim.url}/getAccountBalance?version=1&type=json&key=wrong`);
    expect(((await res.json()) as { reply: unknown }).reply).toEqual({ code: '110', detail: 'Invalid API Key' });
  });
});
