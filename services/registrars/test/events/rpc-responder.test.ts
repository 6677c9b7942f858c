import { REGISTRARS, REGISTRARS_RPC, type Registrar } from '@dop/contracts/registrars';
import { waitFor } from '@dop/service-testing';
import { accountBody, headers, startService, type Harness } from '../service';
import { RpcClient } from './rpc-client';

let h: Harness;
let rpc: RpcClient;
const ids = {} as Record<Registrar, number>;
const actor = { userId: 'u-ops', userName: 'Olga' };

beforeAll(async () => {
  h = await startService({ ASYNC_REGISTRATION_WAIT_MS: '2000' });
  rpc = await RpcClient.connect(h.t.nats!.url);
  for (const r of REGISTRARS) {
    const res = await h.t.app.inject({ method: 'POST', url: `/api/accounts/${r}`, headers: headers(), payload: accountBody(r, h) });
    ids[r] = res.json().id;
  }
}, 60_000);
afterAll(async () => {
  await rpc?.close();
  await h?.stop();
});
beforeEach(() => {
  for (const r of REGISTRARS) {
    h.sims[r].state.reset();
    h.sims[r].controls.reset();
    h.sims[r].state.addDomain({ name: `${r}-site.com`, records: [{ name: '@', type: 'A', content: '192.0.2.1', ttl: 3600 }] });
  }
});

const resultOf = async (domain: string) => {
  await waitFor(() => rpc.about(domain).some((e) => e.subject === 'ops.result.changed'), { timeoutMs: 5000, what: `result for ${domain}` });
  return rpc
    .about(domain)
    .filter((e) => e.subject === 'ops.result.changed')
    .at(-1)!.data;
};

describe('registrars.rpc.set-a-records', () => {
  it.each(REGISTRARS)('%s: sets the records, logs and publishes Success', async (registrar) => {
    const domain = `${registrar}-site.com`;
    const reply = await rpc.request(REGISTRARS_RPC.setARecords, {
      registrar,
      accountId: ids[registrar],
      domain,
      records: [
        { name: '@', content: '203.0.113.7' },
        { name: 'www', content: '203.0.113.7' },
      ],
      actor,
      teamTag: '2333',
    });
    expect(reply).toMatchObject({ ok: true, status: 'Success', success: true });
    expect(
      h.sims[registrar].state
        .aRecords(domain)
        .map((r) => `${r.name} ${r.content}`)
        .sort(),
    ).toEqual(['@ 203.0.113.7', 'www 203.0.113.7']);
    const result = await resultOf(domain);
    expect(result).toMatchObject({
      operationType: 'domain-records',
      statuses: { [registrar]: 'Success' },
      userId: 'u-ops',
      teamTag: '2333',
    });
    const lines = rpc
      .about(domain)
      .filter((e) => e.subject === 'ops.log.appended')
      .map((e) => e.data);
    expect(lines.map((l) => l.level)).toEqual(['info', 'success']);
    expect(lines[0].actor).toEqual(actor);
  });

  it('a call asked again for the same step (stepId) logs under the same event ids, so its lines are kept once', async () => {
    const domain = 'step.porkbun-site.com'; // a domain no other test logs about
    h.sims.porkbun.state.addDomain({ name: domain });
    const ask = (stepId?: string) =>
      rpc.request(REGISTRARS_RPC.setARecords, {
        registrar: 'porkbun',
        accountId: ids.porkbun,
        domain,
        records: [{ name: '@', content: '203.0.113.10' }],
        actor,
        jobId: 'job-1',
        stepId,
      });
    const lineIds = () =>
      rpc
        .about(domain)
        .filter((e) => e.subject === 'ops.log.appended')
        .map((e) => String(e.data.eventId));
    await ask('item-7:porkbun:1');
    await ask('item-7:porkbun:1');
    await waitFor(() => lineIds().length === 4, { timeoutMs: 5000, what: 'four lines' });
    const [started, ended] = lineIds();
    expect(started).toBe('item-7:porkbun:1:started');
    expect(ended).toMatch(/^item-7:porkbun:1:ended:[0-9a-f]{16}$/);
    expect(lineIds()).toEqual([started, ended, started, ended]);
    // Without a stepId every line is new.
    await ask();
    await waitFor(() => lineIds().length === 6, { timeoutMs: 5000, what: 'six lines' });
    expect(new Set(lineIds().slice(4)).size).toBe(2);
    expect(lineIds().slice(4)).not.toContain(started);
  });

  it('a step asked again that ends differently (failed, then went through) keeps both endings', async () => {
    const domain = 'retry.porkbun-site.com';
    h.sims.porkbun.state.addDomain({ name: domain });
    const ask = () =>
      rpc.request(REGISTRARS_RPC.setARecords, {
        registrar: 'porkbun',
        accountId: ids.porkbun,
        domain,
        records: [{ name: '@', content: '203.0.113.11' }],
        actor,
        jobId: 'job-2',
        stepId: 'item-8:porkbun:1',
      });
    const lines = () =>
      rpc
        .about(domain)
        .filter((e) => e.subject === 'ops.log.appended')
        .map((e) => ({ id: String(e.data.eventId), level: e.data.level }));
    h.sims.porkbun.controls.fail({ message: 'Simulated Porkbun outage', times: 1 });
    expect(await ask()).toMatchObject({ ok: true, success: false });
    expect(await ask()).toMatchObject({ ok: true, success: true });
    await waitFor(() => lines().length === 4, { timeoutMs: 5000, what: 'four lines' });
    const [s1, e1, s2, e2] = lines();
    expect(s1.id).toBe(s2.id); // the same start, stored once
    expect([e1.level, e2.level]).toEqual(['error', 'success']);
    expect(e1.id).not.toBe(e2.id); // two different endings: both stay in the log
  });

  it('turns a provider error inside a 200 body into Failed with the provider’s message', async () => {
    h.sims.namesilo.controls.fail({ op: 'dnsListRecords', message: 'Simulated outage of NameSilo DNS' });
    const reply = await rpc.request(REGISTRARS_RPC.setARecords, {
      registrar: 'namesilo',
      accountId: ids.namesilo,
      domain: 'namesilo-site.com',
      records: [{ name: '@', content: '203.0.113.8' }],
      actor,
    });
    expect(reply).toMatchObject({ ok: true, status: 'Failed', success: false });
    expect(String(reply.message)).toContain('Simulated outage of NameSilo DNS');
    const result = await resultOf('namesilo-site.com');
    expect(result.statuses).toEqual({ namesilo: 'Failed' });
    expect(String(result.message)).toContain('Simulated outage of NameSilo DNS');
    expect(h.sims.namesilo.state.aRecords('namesilo-site.com')).toEqual([{ name: '@', content: '192.0.2.1', ttl: 3600 }]);
  });

  it('reports a registrar that answers 503 as Error', async () => {
    h.sims.gandi.controls.fail({ mode: 'http', status: 503, message: 'down', times: 5 });
    const reply = await rpc.request(REGISTRARS_RPC.setARecords, {
      registrar: 'gandi',
      accountId: ids.gandi,
      domain: 'gandi-site.com',
      records: [],
      actor,
    });
    expect(reply).toMatchObject({ ok: true, status: 'Error', success: false });
  });

  it('spaces NameSilo calls of one account at least 1 s apart (measured at the simulator)', async () => {
    const domains = ['a', 'b', 'c'].map((x) => `${x}.namesilo-site.com`);
    for (const d of domains) h.sims.namesilo.state.addDomain({ name: d });
    const replies = await Promise.all(
      domains.map((domain) =>
        rpc.request(
          REGISTRARS_RPC.setARecords,
          { registrar: 'namesilo', accountId: ids.namesilo, domain, records: [{ name: '@', content: '203.0.113.9' }], actor },
          20_000,
        ),
      ),
    );
    expect(replies.every((r) => r.status === 'Success')).toBe(true);
    const at = h.sims.namesilo.controls.calls.map((c) => c.at);
    expect(at.length).toBe(6);
    for (let i = 1; i < at.length; i += 1) expect(at[i] - at[i - 1]).toBeGreaterThanOrEqual(1000);
  }, 30_000);
});

describe('other rpc operations', () => {
  it('set-nameservers: Success, and NS update failed when the registrar refuses', async () => {
    const ns = ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'];
    const ok = await rpc.request(REGISTRARS_RPC.setNameservers, {
      registrar: 'porkbun',
      accountId: ids.porkbun,
      domain: 'porkbun-site.com',
      nameservers: ns,
      actor,
    });
    expect(ok).toMatchObject({ ok: true, status: 'Success' });
    expect(h.sims.porkbun.state.domain('porkbun-site.com')!.nameservers).toEqual(ns);
    const bad = await rpc.request(REGISTRARS_RPC.setNameservers, {
      registrar: 'dynadot',
      accountId: ids.dynadot,
      domain: 'not-there.com',
      nameservers: ns,
      actor,
    });
    expect(bad).toMatchObject({ ok: true, status: 'NS update failed', success: false });
    expect((await resultOf('not-there.com')).statuses).toEqual({ dynadot: 'NS update failed' });
  });

  it('get-a-records reads the records at the registrar without publishing anything', async () => {
    const before = rpc.events.length;
    const reply = await rpc.request(REGISTRARS_RPC.getARecords, {
      registrar: 'namecheap',
      accountId: ids.namecheap,
      domain: 'namecheap-site.com',
    });
    expect(reply).toEqual({ ok: true, records: [{ name: '@', content: '192.0.2.1', ttl: 3600 }] });
    const failed = await rpc.request(REGISTRARS_RPC.getARecords, {
      registrar: 'porkbun',
      accountId: ids.porkbun,
      domain: 'not-at-porkbun.com',
    });
    expect(failed).toEqual({ ok: false, error: { code: 'registrar_error', message: 'Invalid domain. (not-at-porkbun.com)' } });
    expect(rpc.events.length).toBe(before);
  });

  it('get-balance and domain-count answer from the registrar', async () => {
    expect(await rpc.request(REGISTRARS_RPC.getBalance, { registrar: 'namecheap', accountId: ids.namecheap })).toEqual({
      ok: true,
      balance: 100,
      currency: 'USD',
    });
    expect(await rpc.request(REGISTRARS_RPC.domainCount, { registrar: 'gandi', accountId: ids.gandi })).toEqual({
      ok: true,
      domainCount: 1,
    });
    expect(await rpc.request(REGISTRARS_RPC.getBalance, { registrar: 'spaceship', accountId: ids.spaceship })).toMatchObject({
      ok: false,
      error: { message: 'Spaceship API has no balance endpoint' },
    });
  });

  it('check-prices asks the first account of every registrar and publishes the quotes', async () => {
    h.sims.porkbun.state.taken.add('wanted.com');
    const reply = await rpc.request<{ ok: true; quotes: Array<Record<string, unknown>> }>(REGISTRARS_RPC.checkPrices, {
      domains: ['wanted.com'],
      actor,
    });
    expect(reply.ok).toBe(true);
    const by = Object.fromEntries(reply.quotes.map((q) => [q.registrar, q]));
    expect(Object.keys(by).sort()).toEqual([...REGISTRARS].sort());
    expect(by.namecheap).toMatchObject({ available: true, price: 9.58, status: '9.58 USD' });
    expect(by.spaceship).toMatchObject({ available: true, price: 9.98 });
    expect(by.porkbun).toMatchObject({ available: false, status: 'Unavailable' });
    expect((await resultOf('wanted.com')).statuses).toMatchObject({ namecheap: '9.58 USD', porkbun: 'Unavailable' });
  });

  it('check-prices with allAccounts asks every account, not just the first of each registrar', async () => {
    const second = await h.t.app.inject({
      method: 'POST',
      url: '/api/accounts/namesilo',
      headers: headers(),
      payload: accountBody('namesilo', h, 'namesilo second'),
    });
    const secondId = second.json().id as number;
    try {
      const reply = await rpc.request<{ ok: true; quotes: Array<Record<string, unknown>> }>(REGISTRARS_RPC.checkPrices, {
        domains: ['every.com'],
        allAccounts: true,
        actor,
      });
      expect(reply.quotes.filter((q) => q.registrar === 'namesilo').map((q) => q.accountId)).toEqual([ids.namesilo, secondId]);
      expect(reply.quotes).toHaveLength(REGISTRARS.length + 1);
    } finally {
      await h.t.app.inject({ method: 'DELETE', url: `/api/accounts/namesilo/${secondId}`, headers: headers() });
    }
    // Porkbun paces availability checks 10 s apart per account, and the test before used its slot.
  }, 30_000);

  it('register-domain sends the account contact (namecheap, gandi) and reports the status', async () => {
    const nc = await rpc.request(REGISTRARS_RPC.registerDomain, {
      registrar: 'namecheap',
      accountId: ids.namecheap,
      domain: 'bought-nc.com',
      years: 1,
      actor,
    });
    expect(nc).toMatchObject({ ok: true, status: 'Success', charged: 9.58 });
    expect(h.sims.namecheap.state.registrations[0].contact).toMatchObject({ FirstName: 'John', EmailAddress: 'john@example.com' });
    const gandi = await rpc.request(REGISTRARS_RPC.registerDomain, {
      registrar: 'gandi',
      accountId: ids.gandi,
      domain: 'bought-gandi.com',
      actor,
    });
    expect(gandi).toMatchObject({ ok: true, status: 'Pending', success: true });
    expect(h.sims.gandi.state.registrations[0].contact).toMatchObject({ given: 'Jane', country: 'GB' });
    h.sims.dynadot.state.balance = 1;
    const poor = await rpc.request(REGISTRARS_RPC.registerDomain, {
      registrar: 'dynadot',
      accountId: ids.dynadot,
      domain: 'too-dear.com',
      actor,
    });
    expect(poor).toMatchObject({ ok: true, status: 'Failed', message: expect.stringContaining('not enough account balance') });
    expect((await resultOf('too-dear.com')).operationType).toBe('billing');
  });

  it('detect-registrar finds the account holding the domain', async () => {
    expect(await rpc.request(REGISTRARS_RPC.detectRegistrar, { domain: 'spaceship-site.com', actor })).toMatchObject({
      ok: true,
      found: true,
      registrar: 'spaceship',
      accountId: ids.spaceship,
    });
    expect(await rpc.request(REGISTRARS_RPC.detectRegistrar, { domain: 'nowhere.com', actor })).toMatchObject({
      ok: true,
      found: false,
      status: 'Checked - Not Found',
    });
  }, 20_000);

  it('answers bad requests and unknown accounts without running anything', async () => {
    const bad = await rpc.request(REGISTRARS_RPC.setARecords, {
      registrar: 'namesilo',
      accountId: 'one',
      domain: 'x',
      records: [{ name: '@', content: 'nope' }],
      actor,
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(String((bad as { error: { message: string } }).error.message)).toMatch(/accountId/);
    const missing = await rpc.request(REGISTRARS_RPC.setNameservers, {
      registrar: 'gandi',
      accountId: 999,
      domain: 'a.com',
      nameservers: ['a.ns.com', 'b.ns.com'],
      actor,
    });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(rpc.about('a.com')).toEqual([]);
  });
});
