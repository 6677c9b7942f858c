// The inventory's checks of a domain whose A records the panel last applied at PowerDNS or Hurricane
// Electric (issue 29), against real components: a pdns_server, the dns.he.net simulator and the
// dns-providers service as its own process answering dns-providers.rpc.zone-read over NATS. The zone
// is made through the step subject that applies change sets, and the set recorded as the panel's.
import { randomBytes } from 'node:crypto';
import { STEP_RPC } from '@dop/contracts/changes';
import { startHeDnsSim, type RunningHeDnsSim } from '@dop/provider-sims';
import {
  freshDatabase,
  signedHeaders,
  startMongo,
  startNats,
  startPdns,
  startServiceProcess,
  type ServiceProcess,
  type TestMongo,
  type TestNats,
  type TestPdns,
} from '@dop/service-testing';
import mongoose, { Types, type Connection } from 'mongoose';
import { connect, type NatsConnection } from 'nats';
import { ProviderRecords } from '../../src/lib/changes/provider-records';
import { DomainChecker, type CheckedDomain } from '../../src/lib/inventory/domain-checker';
import { RpcClient } from '../../src/lib/rpc-client';
import { changeSetModel, type ChangeSetModel } from '../../src/models/change-set';

jest.setTimeout(60_000);

let mongo: TestMongo;
let nats: TestNats;
let pdns: TestPdns;
let sim: RunningHeDnsSim;
let dns: ServiceProcess;
let nc: NatsConnection;
let conn: Connection;
let changes: ChangeSetModel;
let rpc: RpcClient;
let checker: DomainChecker;
let pdnsAccount: string;
let heAccount: string;

const HE_NS = ['ns1.he.net', 'ns2.he.net', 'ns3.he.net', 'ns4.he.net', 'ns5.he.net'];
const ACTOR = { userId: 'u-ops', userName: 'ops' };

async function addAccount(path: string, body: object): Promise<string> {
  const res = await fetch(`${dns.url}/api/accounts/${path}`, {
    method: 'POST',
    headers: { ...signedHeaders(ACTOR), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`account ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  [mongo, nats, pdns, sim] = await Promise.all([startMongo(), startNats(), startPdns(), startHeDnsSim()]);
  dns = await startServiceProcess('dns-providers', {
    mongoUri: freshDatabase(mongo, 'dns'),
    natsUrl: nats.url,
    extra: { SECRETS_KEY: randomBytes(32).toString('base64'), EGRESS_ALLOW: '127.0.0.1', HE_TIMEOUT_MS: '5000', ...sim.env },
  });
  nc = await connect({ servers: nats.url });
  conn = await mongoose.createConnection(freshDatabase(mongo, 'domains')).asPromise();
  changes = changeSetModel(conn);
  rpc = new RpcClient(nc, 15_000);
  checker = new DomainChecker(rpc, new ProviderRecords(rpc), changes);
  pdnsAccount = await addAccount('powerdns', { name: 'Local PDNS', apiKey: pdns.apiKey, apiUrl: pdns.apiUrl });
  sim.state.addAccount('he@example.com', 'he-pass');
  heAccount = await addAccount('hurricane-electric', { name: 'HE main', email: 'he@example.com', password: 'he-pass' });
}, 60_000);
afterAll(async () => {
  await nc?.close();
  await conn?.close();
  await dns?.kill('SIGTERM');
  await Promise.all([pdns?.stop(), sim?.stop(), nats?.stop()]);
  await mongo?.stop();
});

/** Applies the records at the zone (created if missing) as a change set's step does, and records that set as applied. */
async function applied(provider: 'powerdns' | 'hurricane-electric', domain: string, records: Array<{ name: string; content: string }>) {
  const target = { dnsAccountId: provider === 'powerdns' ? pdnsAccount : heAccount };
  const reply = await rpc.request(STEP_RPC.zoneApply, { provider, domain, target, values: { records }, actor: ACTOR });
  expect(reply).toMatchObject({ ok: true, success: true });
  await changes.create({
    source: provider === 'powerdns' ? 'powerdns-update' : 'he-update',
    status: 'applied',
    createdBy: { userId: ACTOR.userId, userName: ACTOR.userName },
    steps: [
      {
        domainId: null,
        domain,
        provider,
        kind: 'a-records',
        target,
        old: null,
        new: { records },
        status: 'applied',
        answer: 'ok',
        appliedAt: new Date(),
      },
    ],
  });
}

const domainOf = (name: string, registrarNs: string[]): CheckedDomain =>
  ({
    _id: new Types.ObjectId(),
    name,
    registrar: 'namesilo',
    accountId: 1,
    useCloudflare: false,
    aRecords: [],
    inventory: {
      registrar: 'namesilo',
      accountId: 1,
      expiresAt: null,
      autoRenew: true,
      locked: null,
      nameservers: registrarNs,
      lastSyncedAt: new Date(),
    },
  }) as unknown as CheckedDomain;

const byKind = async (d: CheckedDomain) => Object.fromEntries((await checker.check(d, true)).map((c) => [c.kind, c]));

async function pdnsApi(method: string, path: string, body?: object): Promise<void> {
  const res = await fetch(`${pdns.apiUrl}/api/v1/servers/localhost/zones/${path}`, {
    method,
    headers: { 'X-API-Key': pdns.apiKey, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`pdns ${method} ${path}: ${res.status} ${await res.text()}`);
}

test('a domain last applied at PowerDNS is checked against that zone: ok, record drift, name-server drift, zone missing', async () => {
  const records = [
    { name: '@', content: '203.0.113.10' },
    { name: 'www', content: '203.0.113.10' },
  ];
  await applied('powerdns', 'pz.test', records);
  const zoneNs = ['ns1.pz.test', 'ns2.pz.test'];
  const where = `PowerDNS #${pdnsAccount}`;

  const ok = await byKind(domainOf('pz.test', ['NS2.pz.test.', 'ns1.pz.test']));
  expect(ok.nameservers).toMatchObject({ state: 'ok', expected: zoneNs });
  expect(ok.records).toMatchObject({ state: 'ok', actual: ['@ 203.0.113.10', 'www 203.0.113.10'] });
  expect(ok.zone).toMatchObject({ state: 'ok', expected: [where] });

  // The zone's apex A record changed behind the panel.
  await pdnsApi('PATCH', 'pz.test.', {
    rrsets: [{ name: 'pz.test.', type: 'A', ttl: 300, changetype: 'REPLACE', records: [{ content: '198.51.100.66', disabled: false }] }],
  });
  const drifted = await byKind(domainOf('pz.test', zoneNs));
  expect(drifted.records).toMatchObject({
    state: 'drift',
    expected: ['@ 203.0.113.10', 'www 203.0.113.10'],
    actual: ['@ 198.51.100.66', 'www 203.0.113.10'],
  });

  // The registrar points elsewhere: a fix would point it at the zone's name servers (check.expected).
  const elsewhere = await byKind(domainOf('pz.test', ['dns1.registrar-servers.com', 'dns2.registrar-servers.com']));
  expect(elsewhere.nameservers).toMatchObject({
    state: 'drift',
    reason: "the registrar's name servers are not the PowerDNS zone's",
    expected: zoneNs,
  });

  await pdnsApi('DELETE', 'pz.test.');
  const gone = await byKind(domainOf('pz.test', zoneNs));
  expect(gone.zone).toMatchObject({ state: 'missing', expected: [where], actual: [] });
  expect(gone.records.state).toBe('unknown');
});

test('a domain last applied at Hurricane Electric is checked against the HE zone and its ns1-ns5.he.net', async () => {
  await applied('hurricane-electric', 'hz.test', [{ name: '@', content: '203.0.113.20' }]);
  const ok = await byKind(domainOf('hz.test', HE_NS));
  expect(Object.values(ok).map((c) => c.state)).toEqual(['ok', 'ok', 'ok']);
  expect(ok.zone.expected).toEqual([`Hurricane Electric #${heAccount}`]);
  const elsewhere = await byKind(domainOf('hz.test', ['ns1.dnsowl.com', 'ns2.dnsowl.com']));
  expect(elsewhere.nameservers).toMatchObject({
    state: 'drift',
    reason: "the registrar's name servers are not the Hurricane Electric zone's",
    expected: HE_NS,
  });
});

test('after a revert removed the zone it created, the domain is checked at its registrar again', async () => {
  await applied('powerdns', 'undone.test', [{ name: '@', content: '203.0.113.30' }]);
  await changes.create({
    source: 'revert',
    status: 'applied',
    createdBy: { userId: ACTOR.userId, userName: ACTOR.userName },
    steps: [
      {
        domainId: null,
        domain: 'undone.test',
        provider: 'powerdns',
        kind: 'a-records',
        target: { dnsAccountId: pdnsAccount },
        old: null,
        new: { records: [], zoneExists: false },
        status: 'applied',
        answer: 'ok',
        appliedAt: new Date(Date.now() + 1000),
      },
    ],
  });
  const checks = await byKind(domainOf('undone.test', ['ns1.dnsowl.com', 'ns2.dnsowl.com', 'ns3.dnsowl.com']));
  // No registrars service runs here: the registrar's records cannot be read, its zone check says where it looked.
  expect(checks.zone.expected).toEqual(['namesilo #1']);
  expect(checks.nameservers.state).toBe('ok');
});
