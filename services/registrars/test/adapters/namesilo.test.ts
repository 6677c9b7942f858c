import { startNamesiloSim, type NamesiloSimCredentials, type RunningSim } from '@dop/provider-sims';
import { RegistrarError } from '../../src/lib/errors';
import { adapterFor, SEED_RECORDS, sortA, WANTED } from './harness';

let sim: RunningSim<NamesiloSimCredentials>;
// A short spacing keeps this file fast; the 1 s rule itself is measured in the rpc test.
const adapter = () => adapterFor('namesilo', sim.url, { ...sim.credentials }, { rule: { concurrency: 1, minIntervalMs: 50 } });

beforeAll(async () => {
  sim = await startNamesiloSim();
});
afterAll(() => sim.stop());
beforeEach(() => {
  sim.state.reset();
  sim.controls.reset();
  sim.state.addDomain({ name: 'example.com', records: SEED_RECORDS });
});

describe('namesilo adapter', () => {
  it('sets A records per record id: updates, adds and deletes, other types kept', async () => {
    await adapter().setARecords('example.com', WANTED);
    expect(sortA(sim.state.aRecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
    expect(sim.state.domain('example.com')!.records.filter((r) => r.type === 'TXT')).toHaveLength(1);
    const ops = sim.controls.calls.map((c) => c.op);
    expect(ops).toEqual(['dnsListRecords', 'dnsUpdateRecord', 'dnsAddRecord', 'dnsDeleteRecord']);
    expect(sortA(await adapter().getARecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
  });

  it('reads a one-record list that NameSilo serialises as an object', async () => {
    sim.state.addDomain({ name: 'single.com', records: [{ name: 'www', type: 'A', content: '198.51.100.1', ttl: 7207 }] });
    expect(await adapter().getARecords('single.com')).toEqual([{ name: 'www', content: '198.51.100.1', ttl: 7207 }]);
  });

  it('sets name servers, reads balance, counts domains, checks a price and registers', async () => {
    const a = adapter();
    await a.setNameservers('example.com', ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(sim.state.domain('example.com')!.nameservers).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(await a.getBalance()).toEqual({ balance: 100, currency: 'USD' });
    expect(await a.countDomains()).toBe(1);
    expect(await a.checkPrice('fresh.net')).toEqual({ domain: 'fresh.net', available: true, price: 11.28, currency: 'USD' });
    expect(await a.checkPrice('example.com')).toMatchObject({ available: false, price: null });
    expect(await a.register('fresh.net', 2)).toMatchObject({ status: 'Success', charged: 22.56 });
    expect(sim.state.registrations.map((r) => r.domain)).toEqual(['fresh.net']);
  });

  it('retries a 503 through the gate, so the retry is spaced like any other call', async () => {
    sim.controls.fail({ mode: 'http', status: 503, message: 'busy' });
    const spaced = adapterFor('namesilo', sim.url, { ...sim.credentials }, { rule: { concurrency: 1, minIntervalMs: 300 } });
    expect(await spaced.getBalance()).toEqual({ balance: 100, currency: 'USD' });
    const [first, retry] = sim.controls.calls.map((c) => c.at);
    expect(sim.controls.calls).toHaveLength(2);
    expect(retry - first).toBeGreaterThanOrEqual(300);
  });

  it('turns a reply code other than 300 inside HTTP 200 into the provider’s detail', async () => {
    sim.state.taken.add('taken.com');
    const err = await adapter()
      .register('taken.com', 1)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistrarError);
    expect((err as RegistrarError).message).toBe('Domain unavailable for registration. (code 261)');
  });
});
