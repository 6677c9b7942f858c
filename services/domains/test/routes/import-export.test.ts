// Import and export (issue 30) against the real registrars service and the namesilo simulator: the
// domain list as CSV with its filters (a cell that would run as a formula is written as text), a
// domain's A records as a BIND zone file read from the registrar, and a BIND file imported as a plan
// that applies through the same change sets; a file with a bad line plans nothing and names the line.
import { waitFor } from '@dop/service-testing';
import { ALICE, as, startHarness, type Harness } from '../helpers/harness';

jest.setTimeout(60_000);

let h: Harness;
const NAMES = ['export-a.com', 'export-b.com'];
const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  h.domains.app.inject({ method, url, headers: as(ALICE), ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  h = await startHarness({ domainsEnv: { CHANGE_LEASE_MS: '3000' } });
  for (const name of NAMES)
    h.sims.namesilo.state.addDomain({ name, records: [{ name: '@', type: 'A', content: '198.51.100.1', ttl: 3600 }] });
  await call('POST', '/api/domains/bulk', {
    domains: NAMES,
    ipAddress: '192.0.2.1',
    accounts: { namesilo: h.namesiloId },
    updateRecords: false,
    teamTag: '=cmd()',
  });
  await waitFor(async () =>
    (await call('GET', '/api/domains?showAll=true')).json().domains.every((d: { accountId: number | null }) => d.accountId),
  );
});
afterAll(() => h?.stop());

test('the domain list as CSV: the shown columns, every page, the filter applied, formulas written as text', async () => {
  const res = await call('GET', '/api/domains/export.csv?showAll=true&search=export-a');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(res.headers['content-disposition']).toBe('attachment; filename="domains.csv"');
  // No field of these rows holds a comma or a quote: the lines split plainly.
  const [head, ...lines] = res.body.trim().split('\n');
  const rows = lines.map((l) => Object.fromEntries(head.split(',').map((k, i) => [k, l.split(',')[i]])));
  expect(rows.map((r) => r.name)).toEqual(['export-a.com']);
  expect(rows[0]).toMatchObject({ registrar: 'namesilo', accountId: String(h.namesiloId), teamTag: "'=cmd()" });
  expect(Object.keys(rows[0])).toEqual([
    'name',
    'registrar',
    'accountId',
    'useCloudflare',
    'cloudflareIp',
    'lastUsedIp',
    'teamTag',
    'createdBy',
    'createdAt',
    'lastResultAt',
  ]);
  expect((await call('GET', '/api/domains/export.csv?showAll=true')).body.trim().split('\n')).toHaveLength(3);
  expect((await call('GET', '/api/domains/export.csv?showAll=maybe')).statusCode).toBe(400);
});

test('a BIND file of the A records the registrar holds now', async () => {
  const id = (await call('GET', '/api/domains?showAll=true&search=export-b')).json().domains[0].id;
  const res = await call('GET', `/api/domains/${id}/records/zone`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="export-b.com.zone"');
  expect(res.body).toContain('$ORIGIN export-b.com.');
  expect(res.body).toMatch(/^@\s+3600\s+IN\s+A\s+198\.51\.100\.1$/m);
  expect(res.body).toContain('as namesilo holds them now');
});

test('a BIND import is planned, skips other types by line, and applies as a change set', async () => {
  const zone = `$ORIGIN export-b.com.\n$TTL 3600\n@ IN A 203.0.113.70\nwww IN A 203.0.113.70\nmail IN MX 10 mx.export-b.com.\n`;
  const res = await call('POST', '/api/changes/import/bind', { domain: 'export-b.com', zone });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toMatchObject({ source: 'bind-import', status: 'planning', skipped: [{ line: 5, type: 'MX', name: 'mail' }] });
  const id = res.json().id;
  const planned = await waitFor(async () => {
    const d = (await call('GET', `/api/changes/${id}`)).json();
    return d.status === 'planned' && d;
  });
  expect(planned.steps[0].old.records.map((r: { content: string }) => r.content)).toEqual(['198.51.100.1']);
  expect(h.sims.namesilo.state.aRecords('export-b.com').map((r) => r.content)).toEqual(['198.51.100.1']);
  expect((await call('POST', `/api/changes/${id}/apply`, {})).statusCode).toBe(202);
  await waitFor(async () => (await call('GET', `/api/changes/${id}`)).json().status === 'applied');
  expect(
    h.sims.namesilo.state
      .aRecords('export-b.com')
      .map((r) => `${r.name}=${r.content}`)
      .sort(),
  ).toEqual(['@=203.0.113.70', 'www=203.0.113.70']);
});

test('a file with a bad line is refused whole, naming each line and why', async () => {
  const before = (await call('GET', '/api/changes?limit=1')).json().totalCount;
  const res = await call('POST', '/api/changes/import/bind', {
    domain: 'export-a.com',
    zone: '@ IN A 203.0.113.1\nbad line here\nx IN A 300.1.1.1\n',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toBe(
    'The zone file was not imported: line 2: not a DNS record (unknown type LINE); line 3: 300.1.1.1 is not an IPv4 address',
  );
  expect((await call('GET', '/api/changes?limit=1')).json().totalCount).toBe(before);
  expect((await call('POST', '/api/changes/import/bind', { domain: 'nope.com', zone: '@ IN A 1.2.3.4' })).statusCode).toBe(404);
  expect((await call('POST', '/api/changes/import/bind', { domain: 'export-a.com', zone: '' })).statusCode).toBe(400);
});
