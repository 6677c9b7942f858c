// Issue 29 on the registrars service: registrars.rpc.inventory-page pages an account's domains through
// its gate (NameSilo at one call a second, behind interactive calls), registrars.rpc.active-accounts
// lists the accounts whose isActive switch is on, and the switch is set and shown by the account routes.
import { INVENTORY_RPC, REGISTRARS_RPC, type InventoryPageReply } from '@dop/contracts/registrars';
import { accountBody, headers, startService, type Harness } from '../service';
import { RpcClient } from './rpc-client';

let h: Harness;
let rpc: RpcClient;
let porkbunId: number;
let namesiloId: number;

beforeAll(async () => {
  h = await startService({ NAMESILO_MIN_INTERVAL_MS: '1000', NAMESILO_INVENTORY_CHUNK: '4', INVENTORY_CHUNK: '40' });
  rpc = await RpcClient.connect(h.t.nats!.url);
  const add = async (r: 'porkbun' | 'namesilo') =>
    (await h.t.app.inject({ method: 'POST', url: `/api/accounts/${r}`, headers: headers(), payload: accountBody(r, h) })).json()
      .id as number;
  porkbunId = await add('porkbun');
  namesiloId = await add('namesilo');
}, 60_000);
afterAll(async () => {
  await rpc?.close();
  await h?.stop();
});

async function walk(registrar: string, accountId: number) {
  const names: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const reply: InventoryPageReply = await rpc.request(INVENTORY_RPC.inventoryPage, { registrar, accountId, cursor }, 30_000);
    if (!reply.ok) throw new Error(reply.error.message);
    names.push(...reply.domains.map((d) => d.name));
    cursor = reply.cursor;
    pages += 1;
  } while (cursor);
  return { names, pages };
}

describe('registrars.rpc.inventory-page', () => {
  it('pages 100 Porkbun domains in chunks, each once', async () => {
    h.sims.porkbun.state.reset();
    const seeded = h.sims.porkbun.state.seedMany(100, { prefix: 'pb' });
    const { names, pages } = await walk('porkbun', porkbunId);
    expect(names.sort()).toEqual(seeded.sort());
    expect(pages).toBe(3);
  });

  it('keeps NameSilo at one call a second and lets an interactive call go first', async () => {
    h.sims.namesilo.state.reset();
    h.sims.namesilo.controls.reset();
    h.sims.namesilo.controls.limit(1, 1000);
    const seeded = h.sims.namesilo.state.seedMany(8, { prefix: 'ns' });
    const walking = walk('namesilo', namesiloId);
    // Asked while the sync is under way: served before the sync's waiting calls.
    await new Promise((r) => setTimeout(r, 1500));
    const balance = await rpc.request<{ ok: boolean }>(REGISTRARS_RPC.getBalance, { registrar: 'namesilo', accountId: namesiloId });
    const { names } = await walking;
    expect(balance.ok).toBe(true);
    expect(names.sort()).toEqual(seeded.sort());
    const calls = h.sims.namesilo.controls.calls;
    const gaps = calls.slice(1).map((c, i) => c.at - calls[i].at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(990);
    const balanceAt = calls.findIndex((c) => c.op === 'getAccountBalance');
    expect(balanceAt).toBeGreaterThan(0);
    expect(balanceAt).toBeLessThan(calls.length - 2);
  }, 60_000);

  it('answers an unknown account and a foreign cursor with ok:false', async () => {
    const unknown = await rpc.request<InventoryPageReply>(INVENTORY_RPC.inventoryPage, {
      registrar: 'porkbun',
      accountId: 999,
      cursor: null,
    });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const bad = await rpc.request<InventoryPageReply>(INVENTORY_RPC.inventoryPage, {
      registrar: 'porkbun',
      accountId: porkbunId,
      cursor: '{',
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });
});

describe('isActive on registrar accounts', () => {
  it('is on by default, switched off by PUT, refused when not a boolean, and left out of active-accounts', async () => {
    const url = `/api/accounts/namesilo/${namesiloId}`;
    expect((await h.t.app.inject({ method: 'GET', url, headers: headers() })).json().isActive).toBe(true);
    const bad = await h.t.app.inject({ method: 'PUT', url, headers: headers(), payload: { isActive: 'no' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('body.isActive: must be a boolean');
    const off = await h.t.app.inject({ method: 'PUT', url, headers: headers(), payload: { isActive: false } });
    expect(off.json().isActive).toBe(false);
    const active = await rpc.request<{ ok: true; accounts: Array<{ registrar: string; accountId: number }> }>(
      INVENTORY_RPC.activeAccounts,
      {},
    );
    expect(active.accounts).toEqual([{ registrar: 'porkbun', accountId: porkbunId, name: 'porkbun main', isActive: true }]);
    const all = await rpc.request<{ ok: true; accounts: unknown[] }>(INVENTORY_RPC.activeAccounts, { all: true });
    expect(all.accounts).toHaveLength(2);
    await h.t.app.inject({ method: 'PUT', url, headers: headers(), payload: { isActive: true } });
  });
});
