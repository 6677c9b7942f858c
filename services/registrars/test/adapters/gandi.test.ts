import { GANDI_SAMPLE_CONTACT, startGandiSim, type GandiSimCredentials, type RunningSim } from '@dop/provider-sims';
import { RegistrarError } from '../../src/lib/errors';
import { adapterFor, SEED_RECORDS, sortA, WANTED } from './harness';

let sim: RunningSim<GandiSimCredentials>;
const adapter = (extra: Record<string, string> = GANDI_SAMPLE_CONTACT) => adapterFor('gandi', sim.url, { ...sim.credentials, ...extra });

beforeAll(async () => {
  sim = await startGandiSim();
});
afterAll(() => sim.stop());
beforeEach(() => {
  sim.state.reset();
  sim.controls.reset();
  sim.state.addDomain({ name: 'example.com', records: SEED_RECORDS });
});

describe('gandi adapter', () => {
  it('sets A records per rrset: PUT each wanted name, DELETE the others', async () => {
    await adapter().setARecords('example.com', WANTED);
    expect(sortA(sim.state.aRecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
    expect(sim.state.domain('example.com')!.records.some((r) => r.type === 'TXT')).toBe(true);
  });

  it('sets name servers, reads the prepaid balance, counts domains and checks a price', async () => {
    const a = adapter();
    await a.setNameservers('example.com', ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(sim.state.domain('example.com')!.nameservers).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(await a.getBalance()).toEqual({ balance: 100, currency: 'EUR' });
    expect(await a.countDomains()).toBe(1);
    expect(await a.checkPrice('fresh.io')).toEqual({ domain: 'fresh.io', available: true, price: 39.46, currency: 'EUR' });
  });

  it('registers with the account contact as owner', async () => {
    expect(await adapter().register('fresh.com', 1)).toMatchObject({ status: 'Pending', message: 'Domain Created' });
    expect(sim.state.registrations[0]).toMatchObject({ domain: 'fresh.com', contact: { given: 'Jane', country: 'GB', zip: 'SW1A 1AA' } });
  });

  it('raises a TTL under the LiveDNS minimum to 300', async () => {
    await adapter().setARecords('example.com', [{ name: '@', content: '203.0.113.1', ttl: 60 }]);
    expect(sim.state.aRecords('example.com')).toEqual([{ name: '@', content: '203.0.113.1', ttl: 300 }]);
  });

  it('reports Gandi’s error message', async () => {
    const bad = await adapterFor('gandi', sim.url, { apiToken: 'nope' })
      .getBalance()
      .catch((e: unknown) => e);
    expect((bad as RegistrarError).message).toBe('Unauthorized (HTTP 401)');
  });
});
