// POST /api/powerdns/update against a real pdns_server (sqlite3 backend); answers are checked with DNS
// queries to that server.
import { promises as dns } from 'node:dns';
import { startPdns, waitFor, type TestPdns } from '@dop/service-testing';
import { startService, type Harness } from '../service';

let h: Harness;
let pdns: TestPdns;
let resolver: dns.Resolver;
let accountId: string;

beforeAll(async () => {
  pdns = await startPdns();
  h = await startService({}, { changes: true });
  resolver = new dns.Resolver();
  resolver.setServers([`127.0.0.1:${pdns.dnsPort}`]);
  const res = await h.call('POST', '/api/accounts/powerdns', { name: 'Local PDNS', apiKey: pdns.apiKey, apiUrl: pdns.apiUrl });
  accountId = res.json().id;
});
afterAll(async () => {
  await h?.stop();
  await pdns?.stop();
});
beforeEach(() => {
  h.lines.length = 0;
  h.results.length = 0;
});

const update = (body: Record<string, unknown>) =>
  h.call('POST', '/api/powerdns/update', {
    selectedAccountId: accountId,
    glueIp: '198.51.100.53',
    proxyIps: ['203.0.113.10', '203.0.113.11'],
    backendServerIp: '192.0.2.80',
    isNovaDeploy: false,
    ...body,
  });

describe('POST /api/powerdns/update', () => {
  it('creates missing zones with NS, glue and A records the server then answers', async () => {
    const res = await update({ domains: ['Alpha-Zone.test', 'beta-zone.test'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ successCount: 2, totalProcessed: 2 });
    expect(body.results[0]).toMatchObject({ domain: 'alpha-zone.test', success: true, message: expect.stringContaining('Zone created') });
    expect((await resolver.resolve4('alpha-zone.test')).sort()).toEqual(['203.0.113.10', '203.0.113.11']);
    expect((await resolver.resolve4('www.beta-zone.test')).sort()).toEqual(['203.0.113.10', '203.0.113.11']);
    expect((await resolver.resolveNs('alpha-zone.test')).sort()).toEqual(['ns1.alpha-zone.test', 'ns2.alpha-zone.test']);
    expect(await resolver.resolve4('ns1.alpha-zone.test')).toEqual(['198.51.100.53']);
    expect(await resolver.resolve4('backend.alpha-zone.test')).toEqual(['192.0.2.80']);

    const results = await h.waitForResults(2);
    // Zones apply side by side: their results come in either order.
    expect(results.map((r) => [r.operationType, r.domain, r.statuses.powerdns, r.success]).sort()).toEqual([
      ['powerdns', 'alpha-zone.test', 'Success', true],
      ['powerdns', 'beta-zone.test', 'Success', true],
    ]);
    const lines = await h.waitForLines(6);
    expect(lines.every((l) => l.operationType === 'powerdns' && l.actor.userId === 'u-dns')).toBe(true);
    expect(lines.some((l) => l.domain === 'beta-zone.test' && l.level === 'success')).toBe(true);

    // Subscribers hear of each zone once, with the records set (issue 32).
    type ZoneUpdated = { domain: string; provider: string; records: Array<{ name: string; content: string }> };
    const events: ZoneUpdated[] = await waitFor(async () => {
      const got = await h.events<ZoneUpdated>('dns.zone.updated');
      return got.length >= 2 && got;
    });
    events.sort((a, b) => a.domain.localeCompare(b.domain));
    expect(events.map((e) => [e.domain, e.provider])).toEqual([
      ['alpha-zone.test', 'powerdns'],
      ['beta-zone.test', 'powerdns'],
    ]);
    expect(events[0].records.map((r) => `${r.name}=${r.content}`)).toEqual([
      '@=203.0.113.10',
      '@=203.0.113.11',
      'www=203.0.113.10',
      'www=203.0.113.11',
      'ns1=198.51.100.53',
      'ns2=198.51.100.53',
      'backend=192.0.2.80',
    ]);
  });

  it('Nova Deploy mode updates an existing zone: A records at the Nova IP and no backend record', async () => {
    await update({ domains: ['nova-zone.test'] });
    const res = await update({ domains: ['nova-zone.test'], isNovaDeploy: true, backendServerIp: null, proxyIps: ['203.0.113.77'] });
    expect(res.json()).toMatchObject({ successCount: 1, results: [{ success: true, message: expect.stringContaining('Zone updated') }] });
    expect(res.json().results[0].message).toContain('@ → 203.0.113.77');
    expect(await resolver.resolve4('nova-zone.test')).toEqual(['203.0.113.77']);
    expect(await resolver.resolve4('www.nova-zone.test')).toEqual(['203.0.113.77']);
    await expect(resolver.resolve4('backend.nova-zone.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect((await resolver.resolveNs('nova-zone.test')).sort()).toEqual(['ns1.nova-zone.test', 'ns2.nova-zone.test']);
  });

  it('updates a zone without a backend record when no backend IP is given', async () => {
    await update({ domains: ['plain-zone.test'], backendServerIp: null });
    const again = await update({ domains: ['plain-zone.test'], backendServerIp: null, proxyIps: ['203.0.113.99'] });
    expect(again.json()).toMatchObject({ successCount: 1, results: [{ message: expect.stringContaining('Zone updated') }] });
    expect(await resolver.resolve4('plain-zone.test')).toEqual(['203.0.113.99']);
    await expect(resolver.resolve4('backend.plain-zone.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it("gives a Failed result with the server's message for a wrong API key", async () => {
    const bad = await h.call('POST', '/api/accounts/powerdns', { name: 'Wrong key', apiKey: 'not-the-key', apiUrl: pdns.apiUrl });
    const res = await update({ domains: ['denied.test'], selectedAccountId: bad.json().id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      successCount: 0,
      totalProcessed: 1,
      results: [{ domain: 'denied.test', success: false, message: 'Unauthorized (HTTP 401)' }],
    });
    const [result] = await h.waitForResults(1);
    expect(result).toMatchObject({ domain: 'denied.test', statuses: { powerdns: 'Failed' }, success: false });
    await expect(resolver.resolve4('denied.test')).rejects.toBeDefined();
  });

  it('answers 400 naming the field for bad input and 404 for an unknown account', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ domains: [] }, 'domains'],
      [{ domains: ['ok.test'], glueIp: '300.1.1.1' }, 'glueIp'],
      [{ domains: ['ok.test'], proxyIps: [] }, 'proxyIps'],
      [{ domains: ['ok.test'], isNovaDeploy: true }, 'backendServerIp'],
      [{ domains: ['not a domain'] }, 'domains.0'],
    ];
    for (const [body, field] of cases) {
      const res = await update(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
    }
    const off = await h.call('POST', '/api/accounts/powerdns', { name: 'Off', apiKey: pdns.apiKey, apiUrl: pdns.apiUrl, isActive: false });
    const inactive = await update({ domains: ['ok.test'], selectedAccountId: off.json().id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.details[0]).toMatchObject({ path: 'selectedAccountId', message: 'account is not active' });
    const unknown = await update({ domains: ['ok.test'], selectedAccountId: '0123456789abcdef01234567' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.details[0].path).toBe('selectedAccountId');
  });
});
