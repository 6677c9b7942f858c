// POST /api/hurricane-electric/update-dns and /check-all-limits against the dns.he.net simulator,
// every call through the account's (authenticating) proxy.
import { startConnectProxy, startHeDnsSim, type RunningHeDnsSim, type RunningProxy } from '@dop/provider-sims';
import { signedHeaders, waitFor } from '@dop/service-testing';
import { startService, type Harness } from '../service';

let h: Harness;
let sim: RunningHeDnsSim;
let proxy: RunningProxy;

beforeAll(async () => {
  sim = await startHeDnsSim();
  proxy = await startConnectProxy({ credentials: { user: 'he-proxy', pass: 'proxy-pass' } });
  h = await startService(sim.env, { changes: true });
});
afterAll(async () => {
  await h?.stop();
  await proxy?.stop();
  await sim?.stop();
});
beforeEach(async () => {
  await h.t.app.mongo.collection('he_accounts').deleteMany({});
  sim.state.reset();
  proxy.uses.length = 0;
  h.lines.length = 0;
  h.results.length = 0;
});

async function account(email: string, password: string): Promise<string> {
  const res = await h.call('POST', '/api/accounts/hurricane-electric', {
    name: `HE ${email}`,
    email,
    password,
    proxyServer: proxy.address,
    proxyUsername: 'he-proxy',
    proxyPassword: 'proxy-pass',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const update = (accountId: string, domains: string[], ipAddress = '203.0.113.10', ttl = 3600) =>
  h.call('POST', '/api/hurricane-electric/update-dns', { domains, ipAddress, ttl, accountId });

const aRecords = (email: string, zone: string) =>
  sim.state.accounts
    .get(email)!
    .zones.find((z) => z.name === zone)!
    .records.filter((r) => r.type === 'A')
    .map((r) => [r.name, r.content, r.ttl]);

describe('POST /api/hurricane-electric/update-dns', () => {
  it('adds missing zones and sets apex and www A records, through the proxy', async () => {
    sim.state.addAccount('ops@example.com', 'right-pass', { zones: ['existing.test'] });
    const id = await account('ops@example.com', 'right-pass');
    const res = await update(id, ['New-One.test', 'existing.test']);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { domain: 'new-one.test', success: true, message: expect.stringContaining('zone added'), timestamp: expect.any(String) },
      {
        domain: 'existing.test',
        success: true,
        message: 'A records existing.test, www.existing.test → 203.0.113.10 (TTL 3600)',
        timestamp: expect.any(String),
      },
    ]);
    expect(aRecords('ops@example.com', 'new-one.test')).toEqual([
      ['new-one.test', '203.0.113.10', 3600],
      ['www.new-one.test', '203.0.113.10', 3600],
    ]);
    expect(proxy.uses.length).toBeGreaterThan(0);
    expect(proxy.uses.every((u) => u.user === 'he-proxy:proxy-pass')).toBe(true);
    expect(JSON.stringify(sim.state.posts)).toContain('"action":"add_zone"');

    const results = await h.waitForResults(2);
    // The change set's steps report as they finish: either order.
    expect(results.map((r) => [r.operationType, r.domain, r.statuses.hurricaneElectric, r.success]).sort()).toEqual([
      ['hurricane-electric', 'existing.test', 'Success', true],
      ['hurricane-electric', 'new-one.test', 'Success', true],
    ]);
    const [listed] = (await h.call('GET', '/api/accounts/hurricane-electric')).json();
    expect(listed).toMatchObject({ domainsUsed: 2, lastDomainCheck: expect.any(String) });
    expect((await h.call('GET', `/api/accounts/hurricane-electric/${id}/domain-count`)).json()).toEqual({ domainCount: 2 });
  });

  it('updates existing records in place; TTL 600, not offered by dns.he.net, becomes 900', async () => {
    sim.state.addAccount('ops@example.com', 'right-pass');
    const id = await account('ops@example.com', 'right-pass');
    await update(id, ['moved.test']);
    const res = await update(id, ['moved.test'], '198.51.100.7', 600);
    expect(res.json().results[0]).toMatchObject({ success: true, message: expect.stringContaining('198.51.100.7 (TTL 900)') });
    expect(aRecords('ops@example.com', 'moved.test')).toEqual([
      ['moved.test', '198.51.100.7', 900],
      ['www.moved.test', '198.51.100.7', 900],
    ]);
    const lines = await h.waitForLines(1);
    expect(lines.some((l) => l.message.includes('TTL 600 is not offered'))).toBe(true);
  });

  it('is a change set: reverting it at the domains service brings the zone back, and removes a zone the update added', async () => {
    sim.state.addAccount('ops@example.com', 'right-pass', { zones: ['kept.test'] });
    const id = await account('ops@example.com', 'right-pass');
    await update(id, ['kept.test', 'fresh.test'], '203.0.113.20');
    await update(id, ['kept.test'], '203.0.113.21');
    const domainsApi = async (path: string, body?: unknown) => {
      const res = await fetch(`${h.changes!.domains.url}/api/changes${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { ...signedHeaders({ userId: 'u-dns', userName: 'Dns User' }), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await res.json()) as { id: string; status: string; changes: Array<{ id: string }> };
    };
    const [second, first] = (await domainsApi('?provider=hurricane-electric')).changes;
    const revert = await domainsApi(`/${second.id}/revert`, {});
    await waitFor(async () => (await domainsApi(`/${revert.id}`)).status === 'applied', { what: 'revert applied' });
    expect(aRecords('ops@example.com', 'kept.test')).toEqual([
      ['kept.test', '203.0.113.20', 3600],
      ['www.kept.test', '203.0.113.20', 3600],
    ]);
    const undoFirst = await domainsApi(`/${first.id}/revert`, { domains: ['fresh.test'] });
    await waitFor(async () => (await domainsApi(`/${undoFirst.id}`)).status === 'applied', { what: 'second revert applied' });
    expect(sim.state.accounts.get('ops@example.com')!.zones.map((z) => z.name)).toEqual(['kept.test']);
  });

  it('leaves one A record per name: extra round-robin records with old IPs are removed', async () => {
    const acc = sim.state.addAccount('ops@example.com', 'right-pass', { zones: ['rr.test'] });
    const zone = acc.zones[0];
    for (const content of ['192.0.2.1', '192.0.2.2'])
      zone.records.push({ id: sim.state.nextId(), name: 'rr.test', type: 'A', ttl: 3600, content });
    const id = await account('ops@example.com', 'right-pass');
    expect((await update(id, ['rr.test'])).json().results[0]).toMatchObject({ success: true });
    expect(aRecords('ops@example.com', 'rr.test')).toEqual([
      ['rr.test', '203.0.113.10', 3600],
      ['www.rr.test', '203.0.113.10', 3600],
    ]);
  });

  it("refuses a zone on an account at its limit with the site's message; the others still go through", async () => {
    sim.state.addAccount('full@example.com', 'right-pass', { zoneLimit: 2, zones: ['one.test', 'two.test'] });
    const id = await account('full@example.com', 'right-pass');
    const res = await update(id, ['three.test', 'two.test']);
    expect(res.json().results).toMatchObject([
      { domain: 'three.test', success: false, message: 'You have reached the maximum number of zones (2) allowed for this account.' },
      { domain: 'two.test', success: true },
    ]);
    const results = await h.waitForResults(2);
    expect(results[0]).toMatchObject({ domain: 'three.test', statuses: { hurricaneElectric: 'Failed' }, success: false });
  });

  it('refuses a new zone without trying when the account already holds domainsLimit zones', async () => {
    sim.state.addAccount('ops@example.com', 'right-pass', { zones: ['kept.test'] });
    const id = await account('ops@example.com', 'right-pass');
    await h.t.app.mongo.collection('he_accounts').updateOne({}, { $set: { domainsLimit: 1 } });
    const res = await update(id, ['extra.test', 'kept.test']);
    expect(res.json().results).toMatchObject([
      { domain: 'extra.test', success: false, message: 'Domain limit reached: account HE ops@example.com has 1/1 zones' },
      { domain: 'kept.test', success: true },
    ]);
    expect(sim.state.posts.some((p) => p.action === 'add_zone')).toBe(false);
  });

  it('fails every domain with the login error for a wrong password', async () => {
    sim.state.addAccount('ops@example.com', 'right-pass');
    const id = await account('ops@example.com', 'wrong-pass');
    const res = await update(id, ['a.test', 'b.test']);
    expect(res.json().results).toMatchObject([
      { domain: 'a.test', success: false, message: 'Login failed: Incorrect' },
      { domain: 'b.test', success: false, message: 'Login failed: Incorrect' },
    ]);
    expect(sim.state.accounts.get('ops@example.com')!.zones).toEqual([]);
  });

  it('fails a zone that another HE account holds', async () => {
    sim.state.addAccount('other@example.com', 'x', { zones: ['taken.test'] });
    sim.state.addAccount('ops@example.com', 'right-pass');
    const id = await account('ops@example.com', 'right-pass');
    expect((await update(id, ['taken.test'])).json().results[0]).toMatchObject({
      success: false,
      message: 'This zone already exists in another account.',
    });
  });

  it('answers 400 naming the field for bad input, 404 for an unknown account', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ domains: [], ipAddress: '1.2.3.4', ttl: 300, accountId: 'x' }, 'domains'],
      [{ domains: ['a.test'], ipAddress: '1.2.3', ttl: 300, accountId: 'x' }, 'ipAddress'],
      [{ domains: ['a.test'], ipAddress: '1.2.3.4', ttl: 900, accountId: 'x' }, 'ttl'],
      [{ domains: ['a.test'], ipAddress: '1.2.3.4', ttl: 300 }, 'accountId'],
    ];
    for (const [body, path] of cases) {
      const res = await h.call('POST', '/api/hurricane-electric/update-dns', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const unknown = await update('0123456789abcdef01234567', ['a.test']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.details[0].path).toBe('accountId');
  });
});

describe('POST /api/hurricane-electric/check-all-limits', () => {
  it('counts the zones of every active account and reports failures', async () => {
    sim.state.addAccount('ops@example.com', 'right-pass', { zones: ['a.test', 'b.test', 'c.test'] });
    await account('ops@example.com', 'right-pass');
    await account('ghost@example.com', 'nope');
    const res = await h.call('POST', '/api/hurricane-electric/check-all-limits');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Checked 1 account(s): HE ops@example.com 3/50; failed: HE ghost@example.com (Login failed: Incorrect)',
    );
    expect(res.json().accounts.find((a: { email: string }) => a.email === 'ops@example.com')).toMatchObject({
      domainsUsed: 3,
      domainsLimit: 50,
    });
  });
});
