import { startNamecheapSim, type RunningSim, type NamecheapSimCredentials } from '@dop/provider-sims';
import { RegistrarError } from '../../src/lib/errors';
import { adapterFor, CONTACT_NAMECHEAP, SEED_RECORDS, sortA, WANTED } from './harness';

let sim: RunningSim<NamecheapSimCredentials>;
const creds = (): Record<string, string> => {
  const { apiUser, apiKey, username, whitelist } = sim.credentials;
  return { apiUser, apiKey, username, clientIp: whitelist[0], ...CONTACT_NAMECHEAP };
};

beforeAll(async () => {
  sim = await startNamecheapSim();
});
afterAll(() => sim.stop());
beforeEach(() => {
  sim.state.reset();
  sim.controls.reset();
  sim.state.addDomain({ name: 'example.com', records: SEED_RECORDS });
});

describe('namecheap adapter', () => {
  it('sets A records with a whole-set write that keeps the other records', async () => {
    await adapterFor('namecheap', sim.url, creds()).setARecords('example.com', WANTED);
    expect(sortA(sim.state.aRecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
    expect(sim.state.domain('example.com')!.records.some((r) => r.type === 'TXT' && r.content === 'v=spf1 -all')).toBe(true);
    expect(sortA(await adapterFor('namecheap', sim.url, creds()).getARecords('example.com'))).toEqual([
      '@ 203.0.113.10',
      'www 203.0.113.10',
    ]);
  });

  it('sets name servers, reads balance, counts domains and checks a price', async () => {
    const a = adapterFor('namecheap', sim.url, creds());
    await a.setNameservers('example.com', ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(sim.state.domain('example.com')!.nameservers).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(await a.getBalance()).toEqual({ balance: 100, currency: 'USD' });
    expect(await a.countDomains()).toBe(1);
    expect(await a.listDomains()).toEqual(['example.com']);
    expect(await a.checkPrice('fresh-name.com')).toEqual({ domain: 'fresh-name.com', available: true, price: 9.58, currency: 'USD' });
    expect((await a.checkPrice('example.com')).available).toBe(false);
  });

  it('registers with the account contact in every contact block', async () => {
    const done = await adapterFor('namecheap', sim.url, creds()).register('brand-new.com', 1);
    expect(done).toMatchObject({ status: 'Success', charged: 9.58 });
    expect(sim.state.registrations[0]).toMatchObject({ domain: 'brand-new.com', years: 1, contact: { FirstName: 'John', Country: 'US' } });
    expect(sim.state.balance).toBe(90.42);
  });

  it('reports the ERROR status inside HTTP 200 with Namecheap’s message', async () => {
    const wrongIp = adapterFor('namecheap', sim.url, { ...creds(), clientIp: '203.0.113.99' });
    const err = await wrongIp.getBalance().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistrarError);
    expect((err as RegistrarError).kind).toBe('provider');
    expect((err as RegistrarError).message).toContain('Invalid request IP: 203.0.113.99');
  });
});
