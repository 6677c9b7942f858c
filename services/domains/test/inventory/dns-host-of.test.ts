// Which zone host the panel believes in (issue 29), from change sets in the embedded Mongo: the newest
// applied A-records step of the domain decides; PowerDNS and Hurricane Electric steps name their zone,
// others (and a revert that removed the zone) name none.
import { startMongo, type TestMongo } from '@dop/service-testing';
import mongoose, { type Connection } from 'mongoose';
import { changeSetModel, type ChangeSetModel, type ChangeStepDoc } from '../../src/models/change-set';
import { dnsHostOf } from '../../src/lib/inventory/dns-host-of';

let mongo: TestMongo;
let conn: Connection;
let changes: ChangeSetModel;

beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(mongo.uriFor('dns_host_of_test')).asPromise();
  changes = changeSetModel(conn);
  await changes.syncIndexes();
});
afterAll(async () => {
  await conn.close();
  await mongo.stop();
});

const T0 = Date.UTC(2026, 0, 1);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const A = [{ name: '@', content: '203.0.113.1', ttl: 300 }];

/** One set holding one step, created at `created` and (if applied) applied at `applied` minutes. */
async function step(domain: string, created: number, s: Partial<ChangeStepDoc>, applied = created) {
  await changes.create({
    source: 'powerdns-update',
    status: 'applied',
    createdBy: { userId: 'u-1', userName: 'ops' },
    createdAt: at(created),
    steps: [
      {
        domainId: null,
        domain,
        provider: 'powerdns',
        kind: 'a-records',
        target: { dnsAccountId: 'pd-1' },
        old: null,
        new: { records: A },
        status: 'applied',
        answer: 'ok',
        appliedAt: at(applied),
        ...s,
      },
    ],
  });
}

test('a domain with no applied step, or whose newest is at the registrar, has no zone host', async () => {
  expect(await dnsHostOf(changes, 'none.test')).toBeNull();
  await step('moved.test', 1, {});
  await step('moved.test', 2, { provider: 'registrar', target: { registrar: 'namesilo', accountId: 1 } });
  expect(await dnsHostOf(changes, 'moved.test')).toBeNull();
});

test('the newest applied A-records step at PowerDNS or HE names the zone, its account and the records set there', async () => {
  await step('pd.test', 1, { provider: 'registrar', target: { registrar: 'namesilo', accountId: 1 } });
  await step('pd.test', 2, {});
  // Not applied, or not A records: they do not move the host.
  await step('pd.test', 3, { provider: 'hurricane-electric', target: { dnsAccountId: 'he-1' }, status: 'failed', appliedAt: null });
  await step('pd.test', 4, { provider: 'registrar', kind: 'nameservers', new: { records: [], nameservers: ['ns1.pd.test'] } });
  expect(await dnsHostOf(changes, 'PD.test')).toEqual({
    provider: 'powerdns',
    dnsAccountId: 'pd-1',
    records: [{ name: '@', content: '203.0.113.1', ttl: 300 }],
  });

  await step('he.test', 1, { provider: 'hurricane-electric', target: { dnsAccountId: 'he-1' } });
  expect(await dnsHostOf(changes, 'he.test')).toMatchObject({ provider: 'hurricane-electric', dnsAccountId: 'he-1' });
});

test('a set approved after a newer one applied wins by when it applied', async () => {
  await step('held.test', 2, { provider: 'cloudflare', target: { cloudflareEmail: 'a@example.com' } }, 2);
  await step('held.test', 1, { provider: 'hurricane-electric', target: { dnsAccountId: 'he-2' } }, 9);
  expect(await dnsHostOf(changes, 'held.test')).toMatchObject({ provider: 'hurricane-electric', dnsAccountId: 'he-2' });
});

test('a revert that removed the zone the update created leaves no zone host', async () => {
  await step('undone.test', 1, {});
  await step('undone.test', 2, { new: { records: [], zoneExists: false } });
  expect(await dnsHostOf(changes, 'undone.test')).toBeNull();
});
