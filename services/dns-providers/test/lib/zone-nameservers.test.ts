// A zone read answers the zone's own name servers (issue 29, the inventory's name-server check): the
// apex NS rrset at a real pdns_server, the locked NS rows of a zone page at the dns.he.net simulator.
import { startHeDnsSim, type RunningHeDnsSim } from '@dop/provider-sims';
import { startPdns, type TestPdns } from '@dop/service-testing';
import { Agent } from 'undici';
import { HeClient } from '../../src/lib/he/client';
import { HeSession } from '../../src/lib/he/session';
import { HE_NAMESERVERS, readHeZone } from '../../src/lib/he/zone-step';
import { PdnsClient } from '../../src/lib/pdns-client';
import { applyPdnsZone, readPdnsZone } from '../../src/lib/pdns-zone-step';

jest.setTimeout(60_000);

let pdns: TestPdns;
let sim: RunningHeDnsSim;
const dispatcher = new Agent();

beforeAll(async () => {
  [pdns, sim] = await Promise.all([startPdns(), startHeDnsSim()]);
});
afterAll(async () => {
  await pdns?.stop();
  await sim?.stop();
  await dispatcher.close();
});

test('a PowerDNS zone read answers its apex NS beside its A records, and none for a missing zone', async () => {
  const client = new PdnsClient(pdns.apiUrl, pdns.apiKey, 5000, dispatcher);
  await applyPdnsZone(client, 'ns-read.test', { records: [{ name: '@', content: '203.0.113.4' }] }, { nsLabels: ['ns1', 'ns2'], ttl: 300 });
  // An NS rrset below the apex (a delegated child) is not the zone's own.
  await client.patchZone('ns-read.test', [
    {
      name: 'sub.ns-read.test.',
      type: 'NS',
      ttl: 300,
      changetype: 'REPLACE',
      records: [{ content: 'ns.elsewhere.test.', disabled: false }],
    },
  ]);
  const read = await readPdnsZone(client, 'ns-read.test');
  expect(read).toMatchObject({ zoneExists: true, records: [{ name: '@', content: '203.0.113.4' }] });
  expect([...read.nameservers].sort()).toEqual(['ns1.ns-read.test', 'ns2.ns-read.test']);
  expect(await readPdnsZone(client, 'absent-zone.test')).toEqual({ zoneExists: false, records: [], nameservers: [] });
});

test("a Hurricane Electric zone read answers the zone page's NS rows, and none for a missing zone", async () => {
  const account = sim.state.addAccount('ns@example.com', 'pass-1', { zones: ['he-ns.test', 'bare.test'] });
  // The rows are what is read: two of the five NS rows taken away, and a zone with none (the fixed set).
  const [nsZone, bare] = account.zones;
  nsZone.records = nsZone.records.filter((r) => !(r.type === 'NS' && /ns[45]\./.test(r.content)));
  bare.records = bare.records.filter((r) => r.type !== 'NS');
  const client = new HeClient(new HeSession(sim.url, 5000));
  await client.login('ns@example.com', 'pass-1');
  expect(await readHeZone(client, 'he-ns.test')).toEqual({
    zoneExists: true,
    records: [],
    nameservers: ['ns1.he.net', 'ns2.he.net', 'ns3.he.net'],
  });
  expect(await readHeZone(client, 'bare.test')).toEqual({ zoneExists: true, records: [], nameservers: HE_NAMESERVERS });
  expect(await readHeZone(client, 'not-here.test')).toEqual({ zoneExists: false, records: [], nameservers: [] });
});
