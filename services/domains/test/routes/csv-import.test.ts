// CSV import of domains (issue 30) against the real registrars service and the namesilo simulator:
// new names are added, known ones updated (never duplicated), the rows with an IP planned as a change
// set of their A records that applies like any other; a file with a bad row changes nothing and names
// each bad line.
import { waitFor } from '@dop/service-testing';
import { ALICE, as, startHarness, type Harness } from '../helpers/harness';

jest.setTimeout(60_000);

let h: Harness;
const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  h.domains.app.inject({ method, url, headers: as(ALICE), ...(payload === undefined ? {} : { payload: payload as object }) });
const domain = async (name: string) =>
  (await call('GET', `/api/domains?showAll=true&search=${name}`)).json().domains.find((d: { name: string }) => d.name === name);

beforeAll(async () => {
  h = await startHarness({ domainsEnv: { CHANGE_LEASE_MS: '3000' } });
  for (const name of ['csv-a.com', 'csv-b.com', 'csv-known.com'])
    h.sims.namesilo.state.addDomain({ name, records: [{ name: '@', type: 'A', content: '198.51.100.1', ttl: 3600 }] });
  await call('POST', '/api/domains/bulk', {
    domains: ['csv-known.com'],
    ipAddress: '192.0.2.1',
    accounts: { namesilo: h.namesiloId },
    updateRecords: false,
    teamTag: 'old',
  });
});
afterAll(() => h?.stop());

test('adds new domains, updates known ones, and plans the A records of the rows with an IP', async () => {
  const csv = [
    'name,registrar,account,tags,ip',
    `csv-a.com,namesilo,${h.namesiloId},imported,203.0.113.80`,
    `CSV-B.com,namesilo,${h.namesiloId},imported,`,
    'csv-known.com,,,renamed,',
  ].join('\n');
  const res = await call('POST', '/api/changes/import/csv', { csv });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toMatchObject({
    added: 2,
    updated: 1,
    unchanged: 0,
    change: { source: 'csv-import', status: 'planning', counts: { domains: 1 } },
  });
  expect(await domain('csv-b.com')).toMatchObject({ registrar: 'namesilo', accountId: h.namesiloId, teamTag: 'imported' });
  expect(await domain('csv-known.com')).toMatchObject({ registrar: 'namesilo', teamTag: 'renamed' });
  const id = res.json().change.id;
  const planned = await waitFor(async () => {
    const d = (await call('GET', `/api/changes/${id}`)).json();
    return d.status === 'planned' && d;
  });
  expect(planned.steps[0]).toMatchObject({ domain: 'csv-a.com', old: { records: [{ name: '@', content: '198.51.100.1' }] } });
  expect((await call('POST', `/api/changes/${id}/apply`, {})).statusCode).toBe(202);
  await waitFor(async () => (await call('GET', `/api/changes/${id}`)).json().status === 'applied');
  expect(
    h.sims.namesilo.state
      .aRecords('csv-a.com')
      .map((r) => `${r.name}=${r.content}`)
      .sort(),
  ).toEqual(['@=203.0.113.80', 'www=203.0.113.80']);
  // The same file again changes nothing and adds no duplicate.
  const again = await call('POST', '/api/changes/import/csv', {
    csv: csv.split('\n').slice(0, 3).join('\n').replace(',203.0.113.80', ','),
  });
  expect(again.json()).toMatchObject({ added: 0, updated: 0, unchanged: 2, change: null, unplanned: [] });
  // A row with an IP but no account: the domain is added, its records are named as not planned.
  const noAccount = await call('POST', '/api/changes/import/csv', { csv: 'name,ip\ncsv-orphan.com,203.0.113.81' });
  expect(noAccount.json()).toMatchObject({ added: 1, change: null, unplanned: [{ line: 2, name: 'csv-orphan.com' }] });
  expect((await call('GET', '/api/domains?showAll=true&search=csv-')).json().domains).toHaveLength(4);
});

test('a file with bad rows changes nothing and names each line and why', async () => {
  const csv = [
    'name,registrar,account,ip',
    'csv-new1.com,namesilo,1,',
    'csv-new2.com,godaddy,1,',
    'not a domain,,,',
    'csv-new3.com,namesilo,x,',
    'csv-new4.com,,,300.1.1.1',
    'csv-new1.com,,,',
  ].join('\n');
  const res = await call('POST', '/api/changes/import/csv', { csv });
  expect(res.statusCode).toBe(400);
  const message: string = res.json().error.message;
  expect(message).toContain("line 3: registrar 'godaddy' is not one of");
  expect(message).toContain("line 4: 'not a domain' is not a valid domain name");
  expect(message).toContain("line 5: account 'x' is not an account id");
  expect(message).toContain("line 6: ip '300.1.1.1' is not an IPv4 address");
  expect(message).toContain('line 7: csv-new1.com is already on line 2');
  expect(await domain('csv-new1.com')).toBeUndefined();
  const header = await call('POST', '/api/changes/import/csv', { csv: 'domain,ip\na.com,1.2.3.4' });
  expect(header.statusCode).toBe(400);
  expect(header.json().error.message).toContain('line 1: the header must name the columns name, registrar, account, tags, ip');
  expect((await call('POST', '/api/changes/import/csv', { csv: '' })).statusCode).toBe(400);
});
