// PowerDNS updates as change sets (issue 30), against a real pdns_server with the real domains and
// identity services: the set records exactly what each zone held, a revert returns the server to its
// first state (a zone the update created is removed), a change made at the server in between is a
// conflict, a dry run applies nothing, and the zone's other A records are left alone.
import { promises as dns } from 'node:dns';
import { signedHeaders, startPdns, waitFor, type TestPdns } from '@dop/service-testing';
import { PdnsClient } from '../../src/lib/pdns-client';
import { readPdnsZone } from '../../src/lib/pdns-zone-step';
import { startService, type Harness } from '../service';
import { Agent } from 'undici';

jest.setTimeout(120_000);

let h: Harness;
let pdns: TestPdns;
let resolver: dns.Resolver;
let accountId: string;
let client: PdnsClient;
const dispatcher = new Agent();
const ADMIN = { userId: 'u-dns', userName: 'Dns User' };

beforeAll(async () => {
  pdns = await startPdns();
  h = await startService({}, { changes: true });
  resolver = new dns.Resolver();
  resolver.setServers([`127.0.0.1:${pdns.dnsPort}`]);
  accountId = (await h.call('POST', '/api/accounts/powerdns', { name: 'Local PDNS', apiKey: pdns.apiKey, apiUrl: pdns.apiUrl })).json().id;
  client = new PdnsClient(pdns.apiUrl, pdns.apiKey, 5000, dispatcher);
}, 120_000);
afterAll(async () => {
  await h?.stop();
  await pdns?.stop();
  await dispatcher.close();
});

const update = (domains: string[], proxyIp: string, query = '') =>
  h.call('POST', `/api/powerdns/update${query}`, {
    selectedAccountId: accountId,
    glueIp: '198.51.100.53',
    proxyIps: [proxyIp],
    backendServerIp: null,
    domains,
  });

async function changes<T = { id: string; source: string; status: string }>(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${h.changes!.domains.url}/api/changes${path}`, {
    method: init.method ?? 'GET',
    headers: { ...signedHeaders(ADMIN), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

const latest = async (domain: string) =>
  (await changes<{ changes: Array<{ id: string; status: string; source: string }> }>(`?domain=${domain}`)).body.changes[0];
const settled = (id: string) =>
  waitFor(async () => {
    const { body } = await changes<{ status: string; steps: Array<Record<string, unknown>> }>(`/${id}`);
    return !['applying', 'planning'].includes(body.status) && body;
  });

test('an update is a change set with the zone as it was; its revert brings that zone back, and the first revert removes the zone it created', async () => {
  const first = await update(['undo-zone.test'], '203.0.113.1');
  expect(first.json()).toMatchObject({ successCount: 1, results: [{ message: expect.stringContaining('Zone created') }] });
  await client.patchZone('undo-zone.test', [
    { name: 'mail.undo-zone.test.', type: 'A', ttl: 300, changetype: 'REPLACE', records: [{ content: '192.0.2.25', disabled: false }] },
  ]);
  const created = await latest('undo-zone.test');
  expect(created).toMatchObject({ source: 'powerdns-update', status: 'applied' });

  const second = await update(['undo-zone.test'], '203.0.113.2');
  expect(second.json()).toMatchObject({ successCount: 1 });
  expect(await resolver.resolve4('undo-zone.test')).toEqual(['203.0.113.2']);
  expect(await resolver.resolve4('mail.undo-zone.test')).toEqual(['192.0.2.25']);
  const changed = await latest('undo-zone.test');
  const detail = (
    await changes<{ steps: Array<{ old: { records: Array<{ name: string; content: string }> }; kind: string; provider: string }> }>(
      `/${changed.id}`,
    )
  ).body;
  expect(detail.steps[0]).toMatchObject({ provider: 'powerdns', kind: 'a-records' });
  // Exactly what the server held: the first update's records and the mail record added by hand.
  expect(detail.steps[0].old.records.map((r) => `${r.name}=${r.content}`).sort()).toEqual([
    '@=203.0.113.1',
    'mail=192.0.2.25',
    'ns1=198.51.100.53',
    'ns2=198.51.100.53',
    'www=203.0.113.1',
  ]);

  const revert = await changes<{ id: string }>(`/${changed.id}/revert`, { method: 'POST', body: {} });
  expect(revert.status).toBe(202);
  await settled(revert.body.id);
  expect(await resolver.resolve4('undo-zone.test')).toEqual(['203.0.113.1']);
  expect(await resolver.resolve4('www.undo-zone.test')).toEqual(['203.0.113.1']);
  expect(await resolver.resolve4('mail.undo-zone.test')).toEqual(['192.0.2.25']);

  // The zone did not exist before the first update: reverting it removes the zone.
  const undoCreate = await changes<{ id: string }>(`/${created.id}/revert`, { method: 'POST', body: { confirmConflicts: true } });
  expect(undoCreate.status).toBe(202);
  await settled(undoCreate.body.id);
  expect((await readPdnsZone(client, 'undo-zone.test')).zoneExists).toBe(false);
});

test('a change made at the server after the update is a conflict the revert names and skips', async () => {
  await update(['conflict-zone.test'], '203.0.113.5');
  await update(['conflict-zone.test'], '203.0.113.6');
  const changed = await latest('conflict-zone.test');
  await client.patchZone('conflict-zone.test', [
    { name: 'conflict-zone.test.', type: 'A', ttl: 300, changetype: 'REPLACE', records: [{ content: '198.51.100.99', disabled: false }] },
  ]);
  const refused = await changes<{ error: { message: string } }>(`/${changed.id}/revert`, { method: 'POST', body: {} });
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toContain('conflict-zone.test');
  expect(await resolver.resolve4('conflict-zone.test')).toEqual(['198.51.100.99']);
});

test('a dry run plans the update and changes nothing at the server', async () => {
  await update(['dry-zone.test'], '203.0.113.7');
  const res = await update(['dry-zone.test'], '203.0.113.8', '?dryRun=true');
  expect(res.statusCode).toBe(202);
  expect(res.json()).toMatchObject({ status: 'planned', changeId: expect.any(String) });
  const plan = await changes<{ status: string; steps: Array<{ old: { records: Array<{ name: string; content: string }> } }> }>(
    `/${res.json().changeId}`,
  );
  expect(plan.body.status).toBe('planned');
  expect(plan.body.steps[0].old.records).toContainEqual(expect.objectContaining({ name: '@', content: '203.0.113.7' }));
  expect(await resolver.resolve4('dry-zone.test')).toEqual(['203.0.113.7']);
});
