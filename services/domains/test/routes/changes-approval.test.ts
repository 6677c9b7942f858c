// Dry runs and the second pair of eyes (issue 30), against the real identity and registrars services
// and the namesilo simulator: a plan reads what each registrar holds and applies nothing; a change over
// the team's threshold waits until another admin approves it (never its author), can be rejected, and
// expires; in a team with one admin its author confirms by typing the domain count; a DNS-dialog save
// that rewrites most of a big zone is held too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { freshDatabase, signedHeaders, startServiceProcess, streamMessages, waitFor, type ServiceProcess } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { startTelegramSim, type RunningTelegramSim } from '@dop/provider-sims';
import mongoose from 'mongoose';
import { ALICE, BOB, startHarness, type Harness } from '../helpers/harness';

jest.setTimeout(90_000);

let h: Harness;
let identity: ServiceProcess;
let identityDb: mongoose.Connection;
let dataDir: string;
let nc: NatsConnection;
let telegram: RunningTelegramSim;
const NAMES = ['plan-a.com', 'plan-b.com', 'plan-c.com'];
const FIRST_IP = '198.51.100.1';
const BIG = 'big-zone.com';

type Caller = { userId: string; userName: string; role?: 'viewer' | 'operator' | 'admin' | 'owner' };
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, user: Caller = ALICE) =>
  h.domains.app.inject({ method, url, headers: signedHeaders(user), ...(payload === undefined ? {} : { payload: payload as object }) });
const ipsAt = (name: string) => h.sims.namesilo.state.aRecords(name).map((r) => r.content);
const until = (id: string, status: string) =>
  waitFor(async () => {
    const d = (await call('GET', `/api/changes/${id}`)).json();
    return d.status === status && d;
  });

/** Team settings and the active admins identity counts, written where identity keeps them. */
async function team(settings: { changeApprovalDomains: number; changeApprovalRatio: number }, admins: number): Promise<void> {
  await identityDb
    .collection('team_state')
    .updateOne({ _id: 'settings' as never }, { $set: { value: { expiryAlertDays: 30, ...settings }, at: new Date() } }, { upsert: true });
  await identityDb.collection('users').deleteMany({});
  await identityDb.collection('users').insertMany(
    Array.from({ length: admins }, (_, i) => ({
      username: `admin${i}`,
      usernameKey: `admin${i}`,
      email: `admin${i}@example.test`,
      passwordHash: 'x',
      emailVerified: true,
      role: i === 0 ? 'owner' : 'admin',
      status: 'active',
    })),
  );
  // Each admin has a Telegram chat with the bot: approval requests go there.
  const users = await identityDb.collection('users').find({}).toArray();
  await identityDb.collection('telegram_accounts').deleteMany({});
  for (const [i, u] of users.entries()) {
    telegram.state.start({ id: 9000 + i, username: `admin${i}` });
    await identityDb
      .collection('telegram_accounts')
      .insertOne({ userId: u._id, username: `admin${i}`, chatId: String(9000 + i), isActive: true, createdAt: new Date() });
  }
}

async function planned(
  domains: string[],
  ip: string,
): Promise<{ id: string; steps: Array<{ domain: string; old: { records: Array<{ content: string }> } }> }> {
  const res = await call('POST', '/api/changes/plan', { domains, records: [{ name: '@', content: ip, ttl: 3600 }] });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toMatchObject({ status: 'planning', source: 'bulk-records' });
  return until(res.json().id, 'planned');
}

beforeAll(async () => {
  h = await startHarness({ domainsEnv: { CHANGE_LEASE_MS: '3000' }, identity: false });
  dataDir = mkdtempSync(join(tmpdir(), 'identity-'));
  const uri = freshDatabase(h.mongo, 'identity');
  telegram = await startTelegramSim();
  identity = await startServiceProcess('identity', {
    mongoUri: uri,
    natsUrl: h.nats.url,
    extra: { DATA_DIR: dataDir, TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: telegram.token, EGRESS_ALLOW: '127.0.0.1' },
  });
  identityDb = await mongoose.createConnection(uri).asPromise();
  nc = await connect({ servers: h.nats.url });
  for (const name of NAMES) h.sims.namesilo.state.addDomain({ name, records: [{ name: '@', type: 'A', content: FIRST_IP, ttl: 3600 }] });
  const big = Array.from({ length: 12 }, (_, i) => ({ name: `h${i}`, type: 'A', content: `192.0.2.${i + 1}`, ttl: 3600 }));
  h.sims.namesilo.state.addDomain({ name: BIG, records: big });
  await call('POST', '/api/domains/bulk', {
    domains: [...NAMES, BIG],
    ipAddress: '192.0.2.1',
    accounts: { namesilo: h.namesiloId },
    updateRecords: false,
  });
}, 120_000);
afterAll(async () => {
  await nc?.close();
  await identityDb?.close();
  await identity?.kill();
  await h?.stop();
  await telegram?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a plan reads what each registrar holds, shows progress, and applies nothing', async () => {
  await team({ changeApprovalDomains: 25, changeApprovalRatio: 0.3 }, 2);
  const plan = await planned(NAMES, '203.0.113.5');
  expect(plan).toMatchObject({ planned: 3, counts: { domains: 3, applied: 0 } });
  for (const s of plan.steps) expect(s.old.records.map((r) => r.content)).toEqual([FIRST_IP]);
  for (const name of NAMES) expect(ipsAt(name)).toEqual([FIRST_IP]);
  // Under the threshold it applies at once.
  expect((await call('POST', `/api/changes/${plan.id}/apply`, {})).statusCode).toBe(202);
  await until(plan.id, 'applied');
  for (const name of NAMES) expect(ipsAt(name)).toEqual(['203.0.113.5']);
  expect((await call('POST', `/api/changes/${plan.id}/apply`, {})).statusCode).toBe(409);
});

test('over the threshold it waits for another admin: not its author, not a viewer; approved, it applies', async () => {
  await team({ changeApprovalDomains: 2, changeApprovalRatio: 0.3 }, 2);
  const plan = await planned(NAMES, '203.0.113.6');
  const held = await call('POST', `/api/changes/${plan.id}/apply`, {});
  expect(held.statusCode).toBe(202);
  expect(held.json()).toMatchObject({
    status: 'awaiting_approval',
    approval: { reason: 'It changes 3 domains, more than 2', decidedBy: null },
  });
  for (const name of NAMES) expect(ipsAt(name)).toEqual(['203.0.113.5']);
  const byAuthor = await call('POST', `/api/changes/${plan.id}/approve`, {}, ALICE);
  expect(byAuthor.statusCode).toBe(403);
  expect(byAuthor.json().error.message).toBe('The author of a change cannot approve it; another administrator must');
  expect((await call('POST', `/api/changes/${plan.id}/approve`, {}, { ...BOB, role: 'operator' })).statusCode).toBe(403);
  const approved = await call('POST', `/api/changes/${plan.id}/approve`, {}, { ...BOB, role: 'admin' });
  expect(approved.statusCode).toBe(202);
  const done = await until(plan.id, 'applied');
  expect(done.approval).toMatchObject({ decidedBy: { userId: BOB.userId } });
  // Subscribers heard the plan, the approval (by BOB, of ALICE's change) and the result.
  type SetEvent = { changeId: string; actor: { userId: string }; authorId?: string; unread?: number };
  const heard = async (subject: string): Promise<SetEvent[]> =>
    waitFor(async () => {
      const got = (await streamMessages<SetEvent>(nc, EVENTS_STREAM.name, subject)).filter((e) => e.changeId === plan.id);
      return got.length > 0 && got;
    });
  expect(await heard('changes.set.planned')).toEqual([
    expect.objectContaining({ unread: 0, actor: expect.objectContaining({ userId: ALICE.userId }) }),
  ]);
  expect(await heard('changes.set.approved')).toEqual([
    expect.objectContaining({ authorId: ALICE.userId, actor: expect.objectContaining({ userId: BOB.userId }) }),
  ]);
  expect(await heard('changes.set.applied')).toHaveLength(1);
  // The team's audit log (identity stores what domains publishes) has the approval and the applied change.
  const entries = await waitFor(async () => {
    const got = await identityDb
      .collection('audit_entries')
      .find({ target: `change:${plan.id}` })
      .toArray();
    return got.length >= 2 && got;
  });
  expect(entries.map((e) => `${String(e.action)} by ${String(e.actorId)}`).sort()).toEqual([
    `change.applied by ${ALICE.userId}`,
    `change.approved by ${BOB.userId}`,
  ]);
  for (const name of NAMES) expect(ipsAt(name)).toEqual(['203.0.113.6']);
});

test('a revert over the threshold is held like any change, and points back at its set once approved and applied', async () => {
  await team({ changeApprovalDomains: 2, changeApprovalRatio: 0.3 }, 2);
  const before = NAMES.map(ipsAt);
  const plan = await planned(NAMES, '203.0.113.66');
  await call('POST', `/api/changes/${plan.id}/apply`, {});
  await call('POST', `/api/changes/${plan.id}/approve`, {}, { ...BOB, role: 'admin' });
  await until(plan.id, 'applied');
  const revert = await call('POST', `/api/changes/${plan.id}/revert`, {});
  expect(revert.statusCode).toBe(202);
  expect(revert.json()).toMatchObject({ status: 'awaiting_approval', source: 'revert', revertOf: plan.id });
  for (const name of NAMES) expect(ipsAt(name)).toEqual(['203.0.113.66']);
  expect((await call('POST', `/api/changes/${revert.json().id}/approve`, {}, { ...BOB, role: 'admin' })).statusCode).toBe(202);
  await until(revert.json().id, 'applied');
  expect(NAMES.map(ipsAt)).toEqual(before);
  expect((await call('GET', `/api/changes/${plan.id}`)).json().revertedBy).toBe(revert.json().id);
});

test('a held change can be rejected, and one not approved in time expires; neither applies', async () => {
  await team({ changeApprovalDomains: 2, changeApprovalRatio: 0.3 }, 2);
  const rejected = await planned(NAMES, '203.0.113.7');
  await call('POST', `/api/changes/${rejected.id}/apply`, {});
  const no = await call('POST', `/api/changes/${rejected.id}/reject`, {}, { ...BOB, role: 'admin' });
  expect(no.json()).toMatchObject({ status: 'rejected', approval: { decidedBy: { userId: BOB.userId } } });
  expect((await call('POST', `/api/changes/${rejected.id}/approve`, {}, { ...BOB, role: 'admin' })).statusCode).toBe(409);
  const late = await planned(NAMES, '203.0.113.8');
  await call('POST', `/api/changes/${late.id}/apply`, {});
  await h.domains.app.domains.models.changes.updateOne(
    { _id: new mongoose.Types.ObjectId(late.id) },
    { $set: { 'approval.expiresAt': new Date(Date.now() - 1000) } },
  );
  await until(late.id, 'expired');
  for (const name of NAMES) expect(ipsAt(name)).toEqual(['203.0.113.6']);
});

test('with a single admin, the author confirms by typing the number of domains', async () => {
  await team({ changeApprovalDomains: 2, changeApprovalRatio: 0.3 }, 1);
  const plan = await planned(NAMES, '203.0.113.9');
  const ask = await call('POST', `/api/changes/${plan.id}/apply`, {});
  expect(ask.statusCode).toBe(409);
  expect(ask.json().error).toMatchObject({
    message: 'It changes 3 domains, more than 2; this team has a single administrator: type the number of domains (3) to confirm',
    details: { confirmDomains: 3 },
  });
  expect((await call('POST', `/api/changes/${plan.id}/apply`, { confirmDomains: 2 })).statusCode).toBe(409);
  expect((await call('POST', `/api/changes/${plan.id}/apply`, { confirmDomains: 3 })).statusCode).toBe(202);
  await until(plan.id, 'applied');
  for (const name of NAMES) expect(ipsAt(name)).toEqual(['203.0.113.9']);
});

test('a DNS-dialog save rewriting most of a 12-record zone is held for approval (202) and applies once approved', async () => {
  await team({ changeApprovalDomains: 25, changeApprovalRatio: 0.3 }, 2);
  const id = (await call('GET', '/api/domains?showAll=true&limit=100')).json().domains.find((d: { name: string }) => d.name === BIG).id;
  const save = await call('POST', `/api/domains/${id}/records`, {
    aRecords: [{ type: 'A', name: '@', content: '203.0.113.50', ttl: 3600 }],
    cNameRecords: [],
  });
  expect(save.statusCode).toBe(202);
  expect(save.json()).toEqual({
    changeId: expect.any(String),
    status: 'awaiting_approval',
    message: 'A second administrator must approve this change',
  });
  expect(ipsAt(BIG)).toHaveLength(12);
  const held = (await call('GET', `/api/changes/${save.json().changeId}`)).json();
  expect(held.approval.reason).toBe('It removes or changes 12 of the 12 A records of big-zone.com, more than 30 %');
  expect((await call('POST', `/api/changes/${held.id}/approve`, {}, { ...BOB, role: 'owner' })).statusCode).toBe(202);
  await until(held.id, 'applied');
  expect(ipsAt(BIG)).toEqual(['203.0.113.50']);
  // Bad plans are 4xx naming the problem.
  const unknown = await call('POST', '/api/changes/plan', {
    domains: ['nope.com'],
    records: [{ name: '@', content: '1.2.3.4', ttl: 3600 }],
  });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error.message).toContain('nope.com');
  const noRecords = await call('POST', '/api/changes/plan', { domains: [BIG], records: [] });
  expect(noRecords.statusCode).toBe(400);
  expect(noRecords.json().error.message).toContain('Please enter at least one A record');
});
