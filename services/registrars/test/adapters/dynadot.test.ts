import { startDynadotSim, type DynadotSimCredentials, type RunningSim } from '@dop/provider-sims';
import { RegistrarError } from '../../src/lib/errors';
import { adapterFor, SEED_RECORDS, sortA, WANTED } from './harness';

let sim: RunningSim<DynadotSimCredentials>;
const adapter = () => adapterFor('dynadot', sim.url, { ...sim.credentials }, { rule: { concurrency: 1, minIntervalMs: 0 } });

beforeAll(async () => {
  sim = await startDynadotSim();
});
afterAll(() => sim.stop());
beforeEach(() => {
  sim.state.reset();
  sim.controls.reset();
  sim.state.addDomain({ name: 'example.com', records: SEED_RECORDS });
});

describe('dynadot adapter', () => {
  it('sets A records with set_dns2 (whole set) keeping the TXT record', async () => {
    await adapter().setARecords('example.com', WANTED);
    expect(sortA(sim.state.aRecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
    expect(sim.state.domain('example.com')!.records.some((r) => r.type === 'TXT')).toBe(true);
    expect(sortA(await adapter().getARecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
  });

  it('sends one call at a time per account', async () => {
    sim.controls.delayMs = 50;
    const a = adapter();
    await Promise.all([a.getBalance(), a.countDomains(), a.getARecords('example.com')]);
    expect(sim.controls.maxInFlight).toBe(1);
  });

  it('sets name servers, reads balance, counts domains, checks a price and registers', async () => {
    const a = adapter();
    await a.setNameservers('example.com', ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(sim.state.domain('example.com')!.nameservers).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(await a.getBalance()).toEqual({ balance: 100, currency: 'USD' });
    expect(await a.countDomains()).toBe(1);
    expect(await a.checkPrice('fresh.org')).toEqual({ domain: 'fresh.org', available: true, price: 8.98, currency: 'USD' });
    expect(await a.register('fresh.org', 1)).toMatchObject({ status: 'Success' });
    expect(sim.state.registrations.map((r) => r.domain)).toEqual(['fresh.org']);
  });

  it('turns ResponseCode -1 inside HTTP 200 into the provider’s Error text', async () => {
    const err = await adapter()
      .setNameservers('not-mine.com', ['a.ns.com', 'b.ns.com'])
      .catch((e: unknown) => e);
    expect((err as RegistrarError).kind).toBe('provider');
    expect((err as RegistrarError).message).toBe('could not find domain in your account');
  });
});
