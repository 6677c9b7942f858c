// Issue 29: every adapter lists an account's inventory page by page against its simulator, with
// expiry, auto-renew, lock and name servers as the registrar reports them, each domain exactly once.
import type { Registrar } from '@dop/contracts/registrars';
import { createAdapter, type RegistrarAdapter } from '../../src/adapters';
import type { InventoryEntry } from '../../src/adapters/inventory/paging';
import { AccountGate } from '../../src/lib/account-gate';
import { FAST_POLICY, SIM_STARTERS, simCredentials, type AnySim } from './harness';

async function walk(adapter: RegistrarAdapter): Promise<{ entries: InventoryEntry[]; pages: number }> {
  const entries: InventoryEntry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await adapter.inventoryPage(cursor);
    entries.push(...page.domains);
    cursor = page.cursor;
    pages += 1;
  } while (cursor !== null && pages < 1000);
  return { entries, pages };
}

describe.each(Object.keys(SIM_STARTERS) as Registrar[])('%s inventory', (registrar) => {
  let sim: AnySim;
  const adapter = () =>
    createAdapter(registrar, simCredentials(registrar, sim), {
      baseUrl: sim.url,
      policy: FAST_POLICY,
      gate: new AccountGate({ concurrency: 1, minIntervalMs: 0 }),
      inventoryChunk: 7,
    });

  beforeAll(async () => {
    sim = await SIM_STARTERS[registrar]();
  });
  afterAll(() => sim.stop());

  it('lists every domain once over several pages with expiry, auto-renew, lock and name servers', async () => {
    sim.state.reset();
    const names = sim.state.seedMany(23, { prefix: `${registrar}-`, tld: 'com' });
    sim.state.drift(names[4], {
      nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
      expires: '2027-03-04T00:00:00Z',
      autoRenew: true,
      locked: false,
    });
    const { entries, pages } = await walk(adapter());
    expect(entries.map((e) => e.name).sort()).toEqual([...names].sort());
    // Registrars that need a call per domain page by the chunk; the others by their own list page.
    if (['porkbun', 'gandi', 'namecheap', 'namesilo'].includes(registrar)) expect(pages).toBe(4);
    const drifted = entries.find((e) => e.name === names[4])!;
    expect(drifted.nameservers).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(drifted.expiresAt?.slice(0, 10)).toBe('2027-03-04');
    expect(drifted.autoRenew).toBe(true);
    expect(drifted.locked).toBe(false);
    const plain = entries.find((e) => e.name === names[0])!;
    expect(plain.nameservers).toEqual(sim.state.defaultNameservers);
    expect(plain.autoRenew).toBe(false);
    expect(plain.locked).toBe(true);
    expect(new Date(plain.expiresAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers an empty account with one empty page', async () => {
    sim.state.reset();
    expect(await adapter().inventoryPage(null)).toEqual({ domains: [], cursor: null });
  });

  it('refuses a cursor it did not give out with a 400', async () => {
    await expect(adapter().inventoryPage('not-a-cursor')).rejects.toMatchObject({ statusCode: 400 });
  });
});
