import { startSpaceshipSim, type RunningSim, type SpaceshipSimCredentials } from '@dop/provider-sims';
import { RegistrarError } from '../../src/lib/errors';
import { adapterFor, SEED_RECORDS, sortA, WANTED } from './harness';

let sim: RunningSim<SpaceshipSimCredentials>;
const adapter = (creds: Record<string, string> = { ...sim.credentials }) =>
  adapterFor('spaceship', sim.url, creds, { prices: { com: 9.98 } });

beforeAll(async () => {
  sim = await startSpaceshipSim();
});
afterAll(() => sim.stop());
beforeEach(() => {
  sim.state.reset();
  sim.controls.reset();
  sim.state.addDomain({ name: 'example.com', records: SEED_RECORDS });
});

describe('spaceship adapter', () => {
  it('sets A records by deleting stale values and upserting the new ones', async () => {
    await adapter().setARecords('example.com', WANTED);
    expect(sortA(sim.state.aRecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
    expect(sim.state.domain('example.com')!.records.some((r) => r.type === 'TXT')).toBe(true);
    expect(sortA(await adapter().getARecords('example.com'))).toEqual(['@ 203.0.113.10', 'www 203.0.113.10']);
  });

  it('sets name servers, counts domains, prices from config and registers asynchronously', async () => {
    const a = adapter();
    await a.setNameservers('example.com', ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(sim.state.domain('example.com')!.nameservers).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(await a.countDomains()).toBe(1);
    expect(await a.checkPrice('fresh.com')).toEqual({ domain: 'fresh.com', available: true, price: 9.98, currency: 'USD' });
    expect(await a.register('fresh.com', 1)).toMatchObject({ status: 'Success', orderId: 'op-1' });
    expect(sim.state.registrations.map((r) => r.domain)).toEqual(['fresh.com']);
  });

  it('says plainly that Spaceship has no balance API', async () => {
    await expect(adapter().getBalance()).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('reports a 401 with Spaceship’s detail and a failed async registration', async () => {
    const err = await adapter({ apiKey: 'wrong', apiSecret: 'wrong' })
      .countDomains()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistrarError);
    expect((err as RegistrarError).message).toBe('Unauthorized (HTTP 401)');
    sim.state.taken.add('taken.com');
    await expect(adapter().register('taken.com', 1)).rejects.toThrow('Domain is not available');
  });
});
