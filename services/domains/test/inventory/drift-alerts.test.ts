// Issue 29 acceptance, checks and alerts: each drift kind seeded at the Porkbun simulator (name servers
// moved away, A records changed behind the panel, the domain gone from the account) and a domain near
// expiry are found after a sync, alerted once on Telegram (simulator, through the real identity
// service) with one event each, not again on the next check, and reported recovered once set back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HealthResponse } from '@dop/contracts/inventory';
import { TEAM_RPC } from '@dop/contracts/team';
import { startTelegramSim, type RunningTelegramSim } from '@dop/provider-sims';
import { freshDatabase, startServiceProcess, untilNoResponders, waitFor, type ServiceProcess } from '@dop/service-testing';
import mongoose from 'mongoose';
import { connect, type NatsConnection } from 'nats';
import { ALICE, as, finished, inventoryEvents, startImport, startInventoryHarness, type InventoryHarness } from './inventory-harness';

jest.setTimeout(300_000);

let h: InventoryHarness;
let identity: ServiceProcess;
let identityDb: mongoose.Connection;
let telegram: RunningTelegramSim;
let dataDir: string;
let nc: NatsConnection;
let identityUri: string;

const startIdentity = () =>
  startServiceProcess('identity', {
    mongoUri: identityUri,
    natsUrl: h.nats.url,
    extra: { DATA_DIR: dataDir, TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: telegram.token, EGRESS_ALLOW: '127.0.0.1' },
  });

const NS = 'drift-ns.com';
const REC = 'drift-rec.com';
const ZONE = 'drift-zone.com';
const EXP = 'drift-exp.com';
const IP = '192.0.2.10';
const CHATS = [9101, 9102];

beforeAll(async () => {
  h = await startInventoryHarness();
  telegram = await startTelegramSim();
  dataDir = mkdtempSync(join(tmpdir(), 'identity-'));
  const uri = freshDatabase(h.mongo, 'identity');
  identityUri = uri;
  identity = await startIdentity();
  identityDb = await mongoose.createConnection(uri).asPromise();
  // Two admins with linked Telegram chats, and a member whose chat must get nothing.
  for (const [i, role] of (['owner', 'admin', 'member'] as const).entries()) {
    const { insertedId } = await identityDb.collection('users').insertOne({
      username: `u${i}`,
      usernameKey: `u${i}`,
      email: `u${i}@example.test`,
      passwordHash: 'x',
      emailVerified: true,
      role,
      status: 'active',
    });
    const chatId = 9101 + i;
    telegram.state.start({ id: chatId, username: `u${i}` });
    await identityDb
      .collection('telegram_accounts')
      .insertOne({ userId: insertedId, username: `u${i}`, chatId: String(chatId), isActive: true, createdAt: new Date() });
  }
  nc = await connect({ servers: h.nats.url });
}, 120_000);
afterAll(async () => {
  await nc?.close();
  await identityDb?.close();
  await identity?.kill();
  await h?.stop();
  await telegram?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const models = () => h.domains.app.domains.models;
const sim = () => h.sims.porkbun.state;

/** Every check job (after imports, syncs and on demand) has finished. */
const checksDone = () =>
  waitFor(async () => (await models().inventoryJobs.countDocuments({ status: 'running' })) === 0, { timeoutMs: 60_000, intervalMs: 100 });

let clock = Date.now();
/** A periodic sync, as the schedule runs it when due; answers when it and its checks are done. */
async function sync(): Promise<void> {
  clock += 10 * h.domains.config.INVENTORY_SYNC_INTERVAL_MS;
  const jobs = await h.domains.app.inventory.schedule.runIfDue(clock);
  expect(jobs.length).toBeGreaterThan(0);
  for (const id of jobs) expect(await finished(h, id)).toMatchObject({ status: 'done' });
  await checksDone();
}

const linesTo = (chat: number) => telegram.state.messagesTo(chat).flatMap((m) => m.text.split('\n'));
const health = async (query = '') =>
  (await h.domains.app.inject({ method: 'GET', url: `/api/inventory/health${query}`, headers: as(ALICE) })).json<HealthResponse>();

test('each drift kind is found, alerted once, and recovered', async () => {
  const record = [{ name: '@', type: 'A', content: IP, ttl: 600 }];
  for (const name of [NS, REC, ZONE]) sim().addDomain({ name, records: record, autoRenew: true });
  sim().addDomain({ name: EXP, records: record, expires: new Date(Date.now() + 10 * 24 * 3600_000), autoRenew: false });
  expect((await finished(h, (await startImport(h, 'porkbun', h.ids.porkbun)).id)).status).toBe('done');
  await checksDone();
  // The panel's A records, as a bulk add would have stored them.
  await models().domains.updateMany(
    { name: { $in: [NS, REC, ZONE, EXP] } },
    { $set: { aRecords: [{ recordId: 'r1', name: '@', content: IP, ttl: 600 }] } },
  );
  await sync();
  const first = await health();
  expect(first.items.find((i) => i.name === EXP)!.badges).toEqual(['expiring', 'auto-renew-off']);
  for (const name of [NS, REC, ZONE]) expect(first.items.find((i) => i.name === name)!.badges).toEqual([]);

  // Drift behind the panel's back.
  sim().drift(NS, { nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'] });
  sim().drift(REC, { aRecords: [{ name: '@', content: '198.51.100.99' }] });
  sim().domains.delete(ZONE);
  await sync();
  const drifted = await health('?state=drift');
  expect(drifted.items.map((i) => i.name)).toEqual([NS, REC]);
  const ns = drifted.items.find((i) => i.name === NS)!.checks.find((c) => c.kind === 'nameservers')!;
  expect(ns).toMatchObject({
    state: 'drift',
    actual: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
    expected: sim().defaultNameservers.slice().sort(),
  });
  expect(drifted.items.find((i) => i.name === REC)!.checks.find((c) => c.kind === 'records')).toMatchObject({
    state: 'drift',
    expected: [`@ ${IP}`],
    actual: ['@ 198.51.100.99'],
  });
  expect((await health('?badge=zone-missing')).items.map((i) => i.name)).toEqual([ZONE]);
  expect((await health('?badge=ns-drift')).items.map((i) => i.name)).toEqual([NS]);

  // A check on demand finds the same: nothing is announced again.
  const ids = (
    await models()
      .domains.find({ name: { $in: [NS, REC, ZONE, EXP] } }, { _id: 1 })
      .lean()
  ).map((d) => String(d._id));
  const onDemand = await h.domains.app.inject({ method: 'POST', url: '/api/inventory/check', headers: as(ALICE), payload: { ids } });
  expect(onDemand.statusCode).toBe(202);
  expect((await finished(h, onDemand.json().id)).seen).toBe(4);

  // Set back at the simulator: recovered.
  sim().drift(NS, { nameservers: sim().defaultNameservers });
  sim().drift(REC, { aRecords: [{ name: '@', content: IP }] });
  sim().addDomain({ name: ZONE, records: record, autoRenew: true });
  await sync();
  expect((await health('?state=drift')).items).toEqual([]);
  expect((await health('?badge=zone-missing')).items).toEqual([]);

  const events = await waitFor(
    async () => {
      const all = await inventoryEvents(nc);
      return all.filter((e) => e.subject === 'inventory.domain.recovered').length >= 3 && all;
    },
    { timeoutMs: 20_000, what: 'the recovered events' },
  );
  const of = (subject: string) =>
    events
      .filter((e) => e.subject === subject)
      .map((e) => `${e.name}${e.check ? ` ${e.check}` : ''}`)
      .sort();
  expect(of('inventory.domain.drifted')).toEqual([`${NS} nameservers`, `${REC} records`, `${ZONE} zone`]);
  expect(of('inventory.domain.recovered')).toEqual([`${NS} nameservers`, `${REC} records`, `${ZONE} zone`]);
  expect(of('inventory.domain.expiring')).toEqual([EXP]);

  // Telegram: each admin got each alert once (the sender sends what the alert consumer stored from the
  // events); the member got none.
  await waitFor(async () => (await models().inventoryAlerts.countDocuments({ sentAt: null })) === 0 && linesTo(CHATS[1]).length >= 7, {
    timeoutMs: 20_000,
    what: 'the alerts sent',
  });
  for (const chat of CHATS) {
    const lines = linesTo(chat);
    for (const needle of [`${NS}: nameservers drift`, `${REC}: records drift`, `${ZONE}: zone missing`, `${EXP} expires in`]) {
      expect({ needle, n: lines.filter((l) => l.includes(needle)).length }).toEqual({ needle, n: 1 });
    }
    for (const name of [NS, REC, ZONE]) expect(lines.filter((l) => l.includes(`${name}:`) && l.includes('ok again'))).toHaveLength(1);
  }
  expect(telegram.state.messagesTo(9103)).toEqual([]);
});

test('alerts wait while identity is away; with the daily digest they go out once a day, in one message', async () => {
  const alerts = models().inventoryAlerts;
  const pending = () => alerts.countDocuments({ sentAt: null });
  const alert = (id: string, check: string, line: string) => ({ _id: id, check, line, createdAt: new Date(), sentAt: null });
  await identity.kill();
  // Else a request NATS still hands to the killed process's subscription waits out the 2-minute RPC timeout.
  await untilNoResponders(h.nats.url, TEAM_RPC.notifyAdmins);
  await alerts.insertMany([
    alert('away-1', 'expiry', '⏳ away-1.com expires in 5 day(s)'),
    alert('away-2', 'records', '⚠️ away-2.com: records drift'),
  ]);
  // Several of the sender's turns (every 200 ms here) pass with nobody to take the message: nothing is dropped.
  const until = Date.now() + 1500;
  await waitFor(async () => Date.now() > until || (await pending()) !== 2, { timeoutMs: 5_000, intervalMs: 100 });
  expect(await pending()).toBe(2);
  identity = await startIdentity();
  await waitFor(async () => (await pending()) === 0, { timeoutMs: 20_000, what: 'the alerts sent once identity is back' });
  expect(linesTo(CHATS[0]).filter((l) => l.includes('away-1.com') || l.includes('away-2.com'))).toHaveLength(2);

  // The daily digest: nothing goes out as alerts come; once the day is over, one message holds them all.
  await identityDb
    .collection('team_state')
    .updateOne({ _id: 'settings' as never }, { $set: { 'value.inventoryAlertDigest': true, at: new Date() } }, { upsert: true });
  const before = telegram.state.messagesTo(CHATS[0]).length;
  await alerts.insertMany([
    alert('digest-1', 'zone', '⚠️ digest-1.com: zone missing'),
    alert('digest-2', 'expiry', '⛔ digest-2.com has expired'),
  ]);
  const quietUntil = Date.now() + 1500;
  await waitFor(async () => Date.now() > quietUntil || (await pending()) !== 2, { timeoutMs: 5_000, intervalMs: 100 });
  expect(await pending()).toBe(2);
  expect(await h.domains.app.inventory.alerts.sendDue(Date.now() + 2 * 24 * 3600_000)).toBe(2);
  const sent = telegram.state.messagesTo(CHATS[0]).slice(before);
  expect(sent).toHaveLength(1);
  expect(sent[0].text.split('\n').slice(1)).toEqual([
    'Daily digest: 2 alert(s)',
    '⚠️ digest-1.com: zone missing',
    '⛔ digest-2.com has expired',
  ]);
});

test("a delivery whose answer was lost is sent again under its id: identity repeats nobody's message", async () => {
  // Identity told the owner (chat 9101) and then the answer was lost (a timeout, or domains stopped
  // before marking the alert): the retry reaches only the admin the first try missed. The digest is
  // still on from the test above, so only these direct sends run.
  const owner = await identityDb.collection('telegram_accounts').findOne({ chatId: String(CHATS[0]) });
  await identityDb
    .collection('admin_notices')
    .insertOne({ _id: 'lost-1' as never, sentTo: [`telegram:${String(owner!._id)}`], createdAt: new Date() });
  const alerts = models().inventoryAlerts;
  await alerts.insertMany([
    {
      _id: 'lost-a',
      check: 'expiry',
      line: '⏳ lost-a.com expires in 3 day(s)',
      createdAt: new Date(),
      deliveryId: 'lost-1',
      sentAt: null,
    },
    { _id: 'fresh-a', check: 'expiry', line: '⏳ fresh-a.com expires in 4 day(s)', createdAt: new Date(), deliveryId: null, sentAt: null },
  ]);
  const before = CHATS.map((chat) => telegram.state.messagesTo(chat).length);
  expect(await h.domains.app.inventory.alerts.sendDue(Date.now() + 10 * 24 * 3600_000)).toBe(2);
  const newLines = (i: number) =>
    telegram.state
      .messagesTo(CHATS[i])
      .slice(before[i])
      .flatMap((m) => m.text.split('\n'));
  expect(newLines(0).filter((l) => l.includes('-a.com'))).toEqual(['⏳ fresh-a.com expires in 4 day(s)']);
  expect(newLines(1).filter((l) => l.includes('-a.com'))).toEqual([
    '⏳ lost-a.com expires in 3 day(s)',
    '⏳ fresh-a.com expires in 4 day(s)',
  ]);
  const stored = await alerts.find({ _id: { $in: ['lost-a', 'fresh-a'] } }).lean();
  expect(stored.every((a) => a.sentAt && a.deliveryId)).toBe(true);
  expect(new Set(stored.map((a) => a.deliveryId)).size).toBe(2);
});

test('a viewer reads health but may not import or check (403)', async () => {
  const viewer = as({ ...ALICE, role: 'viewer' });
  expect((await h.domains.app.inject({ method: 'GET', url: '/api/inventory/health?badge=expiring', headers: viewer })).statusCode).toBe(
    200,
  );
  const importing = await h.domains.app.inject({
    method: 'POST',
    url: `/api/inventory/import/porkbun/${h.ids.porkbun}`,
    headers: viewer,
    payload: {},
  });
  expect(importing.statusCode).toBe(403);
  const checking = await h.domains.app.inject({
    method: 'POST',
    url: '/api/inventory/check',
    headers: viewer,
    payload: { ids: ['0123456789abcdef01234567'] },
  });
  expect(checking.statusCode).toBe(403);
});

test('check refuses unknown ids with 400 naming them', async () => {
  const res = await h.domains.app.inject({
    method: 'POST',
    url: '/api/inventory/check',
    headers: as(ALICE),
    payload: { ids: ['0123456789abcdef01234567'] },
  });
  expect(res.statusCode).toBe(400);
  expect(res.body).toContain('ids: no domain 0123456789abcdef01234567');
  const bad = await h.domains.app.inject({ method: 'POST', url: '/api/inventory/check', headers: as(ALICE), payload: { ids: ['nope'] } });
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain('must be a domain id');
});
