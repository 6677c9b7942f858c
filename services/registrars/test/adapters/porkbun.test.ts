import { startPorkbunSim, type PorkbunSimCredentials, type RunningSim } from '@dop/provider-sims';
import { createAdapter } from '../../src/adapters';
import { AccountGate } from '../../src/lib/account-gate';
import { RegistrarError } from '../../src/lib/errors';
import { adapterFor, FAST_POLICY, SEED_RECORDS, sortA, WANTED } from './harness';

let sim: RunningSim<PorkbunSimCredentials>;
const adapter = () => adapterFor('porkbun', sim.url, { ...sim.credentials });

beforeAll(async () => {
  sim = await startPorkbunSim();
});
afterAll(() => sim.stop());
beforeEach(() => {
  sim.state.reset();
  sim.controls.reset();
  sim.state.addDomain({ name: 'example.com', records: SEED_RECORDS });
});

describe('porkbun adapter', () => {
  it('sets A records per id with the subdomain name and the 600 s TTL minimum', async () => {
    await adapter().setARecords('example.com', WANTED);
    expect(sortA(sim.state.aRecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
    expect(sim.state.aRecords('example.com').every((r) => r.ttl === 3600)).toBe(true);
    expect(sim.state.domain('example.com')!.records.some((r) => r.type === 'TXT')).toBe(true);
    expect(sortA(await adapter().getARecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
  });

  it('sets name servers, reads the balance, counts domains, checks a price and registers at the quoted cost', async () => {
    const a = adapter();
    await a.setNameservers('example.com', ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(sim.state.domain('example.com')!.nameservers).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(await a.getBalance()).toEqual({ balance: 100, currency: 'USD' });
    expect(await a.countDomains()).toBe(1);
    expect(await a.checkPrice('fresh.dev')).toEqual({ domain: 'fresh.dev', available: true, price: 12.98, currency: 'USD' });
    expect(await a.register('fresh.dev', 1)).toMatchObject({ status: 'Success', charged: 12.98 });
    expect(sim.state.registrations.map((r) => r.domain)).toEqual(['fresh.dev']);
  });

  it('paces availability checks with their own gate, leaving other calls free', async () => {
    const a = createAdapter(
      'porkbun',
      { ...sim.credentials },
      {
        baseUrl: sim.url,
        policy: FAST_POLICY,
        gate: new AccountGate({ concurrency: 4, minIntervalMs: 0 }),
        checkGate: new AccountGate({ concurrency: 1, minIntervalMs: 300 }),
      },
    );
    await Promise.all([a.checkPrice('one.com'), a.checkPrice('two.com'), a.getBalance()]);
    const checks = sim.controls.calls.filter((c) => c.op === 'domain/checkDomain');
    expect(checks).toHaveLength(2);
    expect(checks[1].at - checks[0].at).toBeGreaterThanOrEqual(300);
    expect(sim.controls.calls.find((c) => c.op === 'account/balance')!.at).toBeLessThan(checks[1].at);
  });

  it('turns "status":"ERROR" inside HTTP 200 into Porkbun’s message', async () => {
    const err = await adapterFor('porkbun', sim.url, { apiKey: 'pk1_x', secretKey: 'sk1_y' })
      .getBalance()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistrarError);
    expect((err as RegistrarError).message).toBe('Invalid API key. (002)');
  });
});
