// Change sets (issue 30) against the real registrars service and the namesilo simulator: the DNS dialog
// records what the registrar held just before as old values; the log lists and filters them; a revert
// puts the registrar back to its first state (read from the simulator), a change made meanwhile by
// someone else is a conflict that is skipped unless confirmed; a set left half-applied by a dead
// applier is finished; subscribers hear changes.set.applied and domains.records.changed with old values.
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { streamMessages, waitFor } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { Types } from 'mongoose';
import { ALICE, BOB, as, startHarness, type Harness } from '../helpers/harness';

jest.setTimeout(60_000);

let h: Harness;
let nc: NatsConnection;
let id: string;
const DOMAIN = 'changes.com';
const FIRST = [
  { name: '@', type: 'A', content: '198.51.100.1', ttl: 3600 },
  { name: 'www', type: 'A', content: '198.51.100.1', ttl: 3600 },
];

type Rec = { name: string; content: string };
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, user = ALICE) =>
  h.domains.app.inject({ method, url, headers: as(user), ...(payload === undefined ? {} : { payload: payload as object }) });
const atSim = () =>
  h.sims.namesilo.state
    .aRecords(DOMAIN)
    .map((r) => `${r.name}=${r.content}`)
    .sort();
const names = (rs: Rec[]) => rs.map((r) => `${r.name}=${r.content}`).sort();
const save = (ip: string, user = ALICE) =>
  call('POST', `/api/domains/${id}/records`, { aRecords: [{ type: 'A', name: '@', content: ip, ttl: 3600 }], cNameRecords: [] }, user);
const latest = async () => (await call('GET', `/api/changes?domain=${DOMAIN}`)).json().changes[0];
const settled = (changeId: string) =>
  waitFor(async () => {
    const detail = (await call('GET', `/api/changes/${changeId}`)).json();
    return detail.status !== 'applying' && detail;
  });

beforeAll(async () => {
  // A short lease: the resumer looks for sets whose applier died every second.
  h = await startHarness({ domainsEnv: { CHANGE_LEASE_MS: '3000' } });
  nc = await connect({ servers: h.nats.url });
  h.sims.namesilo.state.addDomain({ name: DOMAIN, records: FIRST });
  await call('POST', '/api/domains/bulk', {
    domains: [DOMAIN],
    ipAddress: '192.0.2.1',
    accounts: { namesilo: h.namesiloId },
    updateRecords: false,
  });
  id = (await call('GET', '/api/domains')).json().domains.find((d: { name: string }) => d.name === DOMAIN).id;
});
afterAll(async () => {
  await nc?.close();
  await h?.stop();
});

test('the current records are read from the registrar, and a difference from the panel is flagged', async () => {
  const now = (await call('GET', `/api/domains/${id}/records/current`)).json();
  expect(now).toMatchObject({ provider: 'registrar', reason: null, differsFromPanel: true });
  expect(names(now.records)).toEqual(['@=198.51.100.1', 'www=198.51.100.1']);
});

test('the DNS dialog records a change set with what the registrar held just before, and the answer', async () => {
  const res = await save('192.0.2.10');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ success: true, status: 'Success' });
  expect(atSim()).toEqual(['@=192.0.2.10']);
  const summary = await latest();
  expect(summary).toMatchObject({
    source: 'dns-dialog',
    status: 'applied',
    createdBy: { userId: ALICE.userId, userName: ALICE.userName },
    counts: { domains: 1, applied: 1, failed: 0, conflicts: 0 },
    domains: [DOMAIN],
    revertOf: null,
  });
  const detail = (await call('GET', `/api/changes/${summary.id}`)).json();
  expect(detail.steps).toHaveLength(1);
  const [step] = detail.steps;
  expect({ provider: step.provider, status: step.status, domain: step.domain }).toEqual({
    provider: 'registrar',
    status: 'applied',
    domain: DOMAIN,
  });
  expect(names(step.old.records)).toEqual(['@=198.51.100.1', 'www=198.51.100.1']);
  expect(names(step.new.records)).toEqual(['@=192.0.2.10']);
  expect(step.answer).toEqual(expect.any(String));
  // Subscribers: the records event carries the registrar's old records, and the set's own event.
  const changed: Array<{ name: string; old: Rec[]; new: Rec[] }> = await waitFor(async () => {
    const got = (await streamMessages<{ name: string; old: Rec[]; new: Rec[] }>(nc, EVENTS_STREAM.name, 'domains.records.changed')).filter(
      (e) => e.name === DOMAIN,
    );
    return got.length > 0 && got;
  });
  expect(names(changed.at(-1)!.old)).toEqual(['@=198.51.100.1', 'www=198.51.100.1']);
  const applied: Array<{ changeId: string; applied: number }> = await waitFor(async () => {
    const got = (await streamMessages<{ changeId: string; applied: number }>(nc, EVENTS_STREAM.name, 'changes.set.applied')).filter(
      (e) => e.changeId === summary.id,
    );
    return got.length > 0 && got;
  });
  expect(applied).toEqual([expect.objectContaining({ changeId: summary.id, applied: 1 })]);
});

test('revert puts the registrar back to what it held before, as a new change set', async () => {
  const first = await latest();
  const res = await call('POST', `/api/changes/${first.id}/revert`, {}, BOB);
  expect(res.statusCode).toBe(202);
  const revert = await settled(res.json().id);
  expect(revert).toMatchObject({ source: 'revert', status: 'applied', revertOf: first.id, createdBy: { userId: BOB.userId } });
  expect(atSim()).toEqual(['@=198.51.100.1', 'www=198.51.100.1']);
  // The revert's own old values are what the first change had set.
  expect(names(revert.steps[0].old.records)).toEqual(['@=192.0.2.10']);
  expect((await call('GET', `/api/changes/${first.id}`)).json().revertedBy).toBe(revert.id);
});

test('a domain changed since by someone else is a conflict: skipped (409 naming it) unless confirmed', async () => {
  await save('192.0.2.20');
  const change = await latest();
  // Someone changes the records at the registrar directly.
  h.sims.namesilo.state.domain(DOMAIN)!.records = [{ id: 1, name: '@', type: 'A', content: '203.0.113.99', ttl: 3600 }];
  const refused = await call('POST', `/api/changes/${change.id}/revert`, {});
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.message).toContain('Changed since (now @ → 203.0.113.99)');
  expect(atSim()).toEqual(['@=203.0.113.99']);
  const forced = await call('POST', `/api/changes/${change.id}/revert`, { confirmConflicts: true });
  expect(forced.statusCode).toBe(202);
  expect((await settled(forced.json().id)).status).toBe('applied');
  expect(atSim()).toEqual(['@=198.51.100.1', 'www=198.51.100.1']);
});

test('a set left applying by an applier that died is finished by the resumer, each step once', async () => {
  const stuck = await h.domains.app.domains.models.changes.create({
    source: 'dns-dialog',
    status: 'applying',
    createdBy: { userId: ALICE.userId, userName: ALICE.userName },
    teamTag: null,
    // The lease lapsed: its applier is gone.
    leaseUntil: new Date(Date.now() - 60_000),
    steps: [
      {
        domainId: id,
        domain: DOMAIN,
        provider: 'registrar',
        target: { registrar: 'namesilo', accountId: h.namesiloId },
        old: { records: [{ name: '@', content: '198.51.100.1' }] },
        new: { records: [{ name: '@', content: '192.0.2.77', ttl: 3600 }] },
        status: 'applying',
        answer: null,
      },
    ],
  });
  const done = await settled(String(stuck._id));
  expect((await call('GET', `/api/domains/${id}/records/current`)).json()).toMatchObject({ differsFromPanel: false });
  expect(done).toMatchObject({ status: 'applied', counts: { applied: 1 } });
  expect(atSim()).toEqual(['@=192.0.2.77']);
  expect(done.steps[0].old.records).toEqual([{ name: '@', content: '198.51.100.1' }]);
});

test('the log pages and filters by domain, user, provider, status and period; bad input is 400, unknown ids 404', async () => {
  const all = (await call('GET', '/api/changes?limit=2')).json();
  expect(all.totalCount).toBeGreaterThanOrEqual(5);
  expect(all.changes).toHaveLength(2);
  const times = all.changes.map((c: { createdAt: string }) => c.createdAt);
  expect([...times].sort().reverse()).toEqual(times);
  expect(
    (await call('GET', `/api/changes?user=${BOB.userId}`))
      .json()
      .changes.every((c: { createdBy: { userId: string } }) => c.createdBy.userId === BOB.userId),
  ).toBe(true);
  expect((await call('GET', '/api/changes?provider=cloudflare')).json().totalCount).toBe(0);
  expect((await call('GET', '/api/changes?domain=other.com')).json().totalCount).toBe(0);
  expect((await call('GET', '/api/changes?status=failed')).json().totalCount).toBe(0);
  expect((await call('GET', `/api/changes?from=${new Date(Date.now() + 60_000).toISOString()}`)).json().totalCount).toBe(0);
  const bad = await call('GET', '/api/changes?status=weird');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.message).toContain('status');
  expect((await call('GET', '/api/changes/not-an-id')).statusCode).toBe(400);
  expect((await call('GET', `/api/changes/${new Types.ObjectId().toString()}`)).statusCode).toBe(404);
  const one = await latest();
  const notIn = await call('POST', `/api/changes/${one.id}/revert`, { domains: ['other.com'] });
  expect(notIn.statusCode).toBe(404);
  expect(notIn.json().error.message).toContain('other.com');
});
