import { startConnectProxy, startPorkbunSim, type PorkbunSimCredentials, type RunningProxy, type RunningSim } from '@dop/provider-sims';
import { EgressPolicy, LOOPBACK_V4_SPELLINGS, parseAllowList, REFUSED_SPELLINGS } from '@dop/service-kit';
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
  // The test proxy listens on 127.0.0.1: reached through EGRESS_ALLOW alone.
  const agents = new ProxyAgents(new EgressPolicy({ allow: parseAllowList('127.0.0.1') }));

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

// Acceptance (issue 26): the account's proxy in every refused spelling, and a name resolving to a
// refused address, is refused before any byte leaves (the proxy on 127.0.0.1 sees nothing), as a
// setting to fix (provider error, not retried); with EGRESS_ALLOW naming the proxy, the same calls go through it.
describe('a proxy at a refused address', () => {
  let sim: RunningSim<PorkbunSimCredentials>;
  let proxy: RunningProxy;
  const resolver = async (host: string) => {
    if (host === 'sneaky.test') return [{ address: '127.0.0.1', family: 4 as const }];
    throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  };

  beforeAll(async () => {
    sim = await startPorkbunSim();
    proxy = await startConnectProxy();
  });
  afterAll(async () => {
    await sim.stop();
    await proxy.stop();
  });

  const adapterVia = (agents: ProxyAgents, spelling: string) =>
    createAdapter(
      'porkbun',
      { ...sim.credentials },
      {
        baseUrl: sim.url,
        policy: { timeoutMs: 2000, retries: 2, backoffMs: 1 },
        gate: new AccountGate({ concurrency: 1, minIntervalMs: 0 }),
        dispatcher: agents.for(`user:pw@${spelling}:${proxy.port}`),
      },
    );

  it('is refused for every spelling, before any byte leaves', async () => {
    const agents = new ProxyAgents(new EgressPolicy({ resolver }));
    const simCalls = sim.controls.calls.length;
    for (const spelling of [...REFUSED_SPELLINGS.map(([s]) => s), 'sneaky.test']) {
      const err = await adapterVia(agents, spelling)
        .getBalance()
        .catch((e: unknown) => e);
      expect([spelling, err]).toEqual([
        spelling,
        expect.objectContaining({ kind: 'provider', message: expect.stringMatching(/^the account's proxy is refused: .*EGRESS_ALLOW$/) }),
      ]);
    }
    expect(proxy.uses).toEqual([]);
    expect(sim.controls.calls.length).toBe(simCalls);
    await agents.close();
  });

  it('goes through the proxy when EGRESS_ALLOW names it', async () => {
    const agents = new ProxyAgents(new EgressPolicy({ resolver, allow: parseAllowList(`127.0.0.1:${proxy.port}`) }));
    for (const spelling of [...LOOPBACK_V4_SPELLINGS.filter((s) => !s.startsWith('[')), 'sneaky.test'])
      expect(await adapterVia(agents, spelling).getBalance()).toEqual({ balance: 100, currency: 'USD' });
    expect(proxy.uses.length).toBeGreaterThanOrEqual(LOOPBACK_V4_SPELLINGS.length);
    await agents.close();
  });
});
