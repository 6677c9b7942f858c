import { startConnectProxy, startPorkbunSim, type PorkbunSimCredentials, type RunningProxy, type RunningSim } from '@dop/provider-sims';
import { createAdapter } from '../../src/adapters';
import { AccountGate } from '../../src/lib/account-gate';
import { parseProxy, ProxyAgents } from '../../src/lib/proxy';

describe('parseProxy', () => {
  it('accepts host:port and user:pass@host:port with or without a scheme', () => {
    expect(parseProxy('10.0.0.1:3128')).toEqual({ uri: 'http://10.0.0.1:3128' });
    expect(parseProxy('http://ann:s%40cret@proxy.local:8080')).toEqual({
      uri: 'http://proxy.local:8080',
      token: `Basic ${Buffer.from('ann:s@cret').toString('base64')}`,
    });
  });
});

describe('an account with a proxy', () => {
  let sim: RunningSim<PorkbunSimCredentials>;
  let proxy: RunningProxy;
  const agents = new ProxyAgents();

  beforeAll(async () => {
    sim = await startPorkbunSim();
    proxy = await startConnectProxy({ credentials: { user: 'user', pass: 'pw' } });
  });
  afterAll(async () => {
    await agents.close();
    await sim.stop();
    await proxy.stop();
  });

  it('sends every call through the proxy with its credentials', async () => {
    const adapter = createAdapter(
      'porkbun',
      { ...sim.credentials },
      {
        baseUrl: sim.url,
        policy: { timeoutMs: 3000, retries: 0, backoffMs: 0 },
        gate: new AccountGate({ concurrency: 1, minIntervalMs: 0 }),
        dispatcher: agents.for(`user:pw@127.0.0.1:${proxy.port}`),
      },
    );
    expect(await adapter.getBalance()).toEqual({ balance: 100, currency: 'USD' });
    const simHost = new URL(sim.url).host;
    expect(proxy.uses.length).toBeGreaterThanOrEqual(1);
    expect(proxy.uses[0]).toEqual({ method: 'CONNECT', target: simHost, user: 'user:pw' });
  });

  it('gets no tunnel with wrong proxy credentials', async () => {
    const adapter = createAdapter(
      'porkbun',
      { ...sim.credentials },
      {
        baseUrl: sim.url,
        policy: { timeoutMs: 2000, retries: 0, backoffMs: 0 },
        gate: new AccountGate({ concurrency: 1, minIntervalMs: 0 }),
        dispatcher: agents.for(`user:wrong@127.0.0.1:${proxy.port}`),
      },
    );
    await expect(adapter.getBalance()).rejects.toMatchObject({ kind: 'transport' });
  });

  it('fails as unreachable when the proxy is down, without going direct', async () => {
    const adapter = createAdapter(
      'porkbun',
      { ...sim.credentials },
      {
        baseUrl: sim.url,
        policy: { timeoutMs: 2000, retries: 0, backoffMs: 0 },
        gate: new AccountGate({ concurrency: 1, minIntervalMs: 0 }),
        dispatcher: agents.for('127.0.0.1:1'),
      },
    );
    const callsBefore = sim.controls.calls.length;
    await expect(adapter.getBalance()).rejects.toMatchObject({ kind: 'transport' });
    expect(sim.controls.calls.length).toBe(callsBefore);
  });
});
