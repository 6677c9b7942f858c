// /api/team/members (issue 25): list, approve, role and status changes with the hierarchy and the last
// owner rule, disabling ends sessions, removal of pending accounts only; every change tells the gateways.
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { streamMessages, waitFor } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { call } from '../../helpers/client';
import { AccessListener } from '../../helpers/access-listener';
import { member, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { SessionResolver, sha256 } from '../../helpers/session-resolver';

let h: Harness;
let resolver: SessionResolver;
let listener: AccessListener;
let nc: NatsConnection;

type MemberEvent = { userId: string; username: string; actor: { userId: string }; old?: unknown; new?: unknown };
/** The identity.member.* events of one member on EVENTS, once at least `count` are there. */
const memberEvents = (subject: string, userId: string, count = 1): Promise<MemberEvent[]> =>
  waitFor(async () => {
    const got = (await streamMessages<MemberEvent>(nc, EVENTS_STREAM.name, subject)).filter((e) => e.userId === userId);
    return got.length >= count && got;
  });
let owner: Awaited<ReturnType<typeof registerVerified>> & { as: { id: string; role: 'owner'; status: 'active' } };
beforeAll(async () => {
  h = await startHarness();
  resolver = await SessionResolver.connect(h.nats.url);
  listener = await AccessListener.connect(h.nats.url);
  nc = await connect({ servers: h.nats.url });
  const o = await registerVerified(h);
  owner = { ...o, as: { id: o.id, role: 'owner', status: 'active' } };
}, 60_000);
afterAll(async () => {
  await nc?.close();
  await listener?.close();
  await resolver?.close();
  await h?.close();
});

const patch = (as: unknown, id: string, body: unknown) => call(h.app, 'PATCH', `/api/team/members/${id}`, body, { as: as as never });

describe('GET /api/team/members', () => {
  it('lists verified members with role, status and last seen; no unverified registrations, no hashes', async () => {
    const p = await registerVerified(h);
    await call(h.app, 'POST', '/api/auth/register', {
      username: 'unverifiedx',
      email: 'unverifiedx@example.test',
      password: 'password-123',
    });
    const res = await call(h.app, 'GET', '/api/team/members', undefined, { as: owner.as });
    expect(res.status).toBe(200);
    const mine = res.body.find((m: { id: string }) => m.id === owner.id);
    expect(mine).toEqual({
      id: owner.id,
      username: owner.username,
      email: owner.email,
      role: 'owner',
      status: 'active',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    expect(res.body.find((m: { id: string }) => m.id === p.id)).toEqual(expect.objectContaining({ role: 'viewer', status: 'pending' }));
    expect(res.body.some((m: { email: string }) => m.email === 'unverifiedx@example.test')).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
  });
});

describe('PATCH /api/team/members/:id', () => {
  it('an admin approves a pending member with a role: active at once, told to the gateways, written to the audit log', async () => {
    const admin = await member(h, 'admin');
    const p = await registerVerified(h);
    const res = await patch(admin.as, p.id, { status: 'active', role: 'operator' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: p.id, role: 'operator', status: 'active' }));
    expect((await resolver.ask({ sidHash: sha256(p.cookie.slice(4)) })).user).toEqual(
      expect.objectContaining({ role: 'operator', status: 'active' }),
    );
    expect(await listener.settled()).toContainEqual({ userId: p.id, reason: 'role-changed' });
    const audit = await h.app.identity.models.auditEntries.findOne({ action: 'member.approved', target: `member:${p.id}` }).lean();
    expect(audit).toEqual(
      expect.objectContaining({
        actorId: admin.id,
        details: expect.objectContaining({ fromStatus: 'pending', toStatus: 'active', toRole: 'operator' }),
      }),
    );
    // Subscribers get one identity.member.changed with the old and new standing (issue 32).
    expect(await memberEvents('identity.member.changed', p.id)).toEqual([
      expect.objectContaining({
        username: p.username,
        actor: expect.objectContaining({ userId: admin.id }),
        old: { role: 'viewer', status: 'pending' },
        new: { role: 'operator', status: 'active' },
      }),
    ]);
  });

  it('an admin cannot touch admins or owners, nor promote to owner (403 naming the owner role)', async () => {
    const admin = await member(h, 'admin');
    const other = await member(h, 'admin');
    const op = await member(h, 'operator');
    for (const [id, body] of [
      [other.id, { status: 'disabled' }],
      [owner.id, { role: 'viewer' }],
      [op.id, { role: 'owner' }],
    ] as const) {
      const res = await patch(admin.as, id, body);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('This needs the owner role.');
    }
    expect(await h.app.identity.models.users.findById(other.id).lean()).toEqual(expect.objectContaining({ status: 'active' }));
    // The owner may.
    expect((await patch(owner.as, other.id, { role: 'operator' })).status).toBe(200);
  });

  it('the last active owner cannot be demoted or disabled (409 last_owner); with a second owner it can', async () => {
    for (const body of [{ role: 'admin' }, { status: 'disabled' }]) {
      const res = await patch(owner.as, owner.id, body);
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'last_owner', message: 'The last active owner cannot be demoted, disabled or removed.' });
    }
    const second = await member(h, 'admin');
    expect((await patch(owner.as, second.id, { role: 'owner' })).status).toBe(200);
    const secondAs = { id: second.id, role: 'owner', status: 'active' };
    expect((await patch(secondAs, second.id, { role: 'admin' })).status).toBe(200);
    expect(await h.app.identity.models.users.countDocuments({ role: 'owner', status: 'active' })).toBe(1);
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const x = await member(h, 'owner');
    const answers = await Promise.all([
      patch({ id: owner.id, role: 'owner', status: 'active' }, x.id, { role: 'admin' }),
      patch({ id: x.id, role: 'owner', status: 'active' }, owner.id, { role: 'admin' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await h.app.identity.models.users.countDocuments({ role: 'owner', status: 'active' })).toBe(1);
    // What subscribers hear adds up to what happened: the refused demotion left no net change.
    const net = (events: MemberEvent[]) => events.length && JSON.stringify(events.at(-1)!.new);
    const demoted = answers[0].status === 200 ? x.id : owner.id;
    const kept = demoted === x.id ? owner.id : x.id;
    expect(net(await memberEvents('identity.member.changed', demoted))).toBe(JSON.stringify({ role: 'admin', status: 'active' }));
    // Once the relay has published all of the kept owner's events (a demotion told and then undone, or none).
    await waitFor(async () => (await h.app.identity.models.users.countDocuments({ '_events.0': { $exists: true }, _id: kept })) === 0);
    const keptEvents = (await streamMessages<MemberEvent>(nc, EVENTS_STREAM.name, 'identity.member.changed')).filter(
      (e) => e.userId === kept,
    );
    expect(keptEvents.length === 0 || net(keptEvents) === JSON.stringify({ role: 'owner', status: 'active' })).toBe(true);
    // Whoever is left the owner, the original one is the owner again for the next tests.
    await h.app.identity.models.users.updateOne({ _id: owner.id }, { $set: { role: 'owner', status: 'active' } });
    await h.app.identity.models.users.updateOne({ _id: x.id }, { $set: { role: 'admin' } });
  });

  it('disabling ends the member’s sessions and its tokens resolve to nobody; the gateways hear it', async () => {
    const op = await member(h, 'operator');
    const token = await call(h.app, 'POST', '/api/auth/tokens', { name: 'op', scope: 'operate' }, { as: op.as });
    expect(token.status).toBe(201);
    const res = await patch(owner.as, op.id, { status: 'disabled' });
    expect(res.status).toBe(200);
    expect(await h.app.identity.models.sessions.countDocuments({ userId: op.id })).toBe(0);
    expect(await resolver.token(token.body.secret)).toEqual({ user: null });
    expect(await listener.settled()).toContainEqual({ userId: op.id, reason: 'status-changed' });
    // Enabled again, the token works again (sessions do not come back).
    expect((await patch(owner.as, op.id, { status: 'active' })).status).toBe(200);
    expect((await resolver.token(token.body.secret)).user?.id).toBe(op.id);
  });

  it('bad input is 400 naming the field; unknown ids 404', async () => {
    const op = await member(h, 'operator');
    const bad = await patch(owner.as, op.id, { role: 'superuser' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toEqual(expect.objectContaining({ path: 'role' }));
    const pending = await patch(owner.as, op.id, { status: 'pending' });
    expect(pending.status).toBe(400);
    expect(pending.body.error.details[0]).toEqual(expect.objectContaining({ path: 'status' }));
    expect((await patch(owner.as, op.id, {})).status).toBe(400);
    expect((await patch(owner.as, 'nope', { role: 'viewer' })).status).toBe(400);
    expect((await patch(owner.as, '0123456789abcdef01234567', { role: 'viewer' })).status).toBe(404);
  });

  it('an admin disabled or demoted since the gateway signed the request is judged as the database has them now', async () => {
    const admin = await member(h, 'admin');
    const op = await member(h, 'operator');
    await h.app.identity.models.users.updateOne({ _id: admin.id }, { $set: { role: 'operator' } });
    expect((await patch(admin.as, op.id, { role: 'viewer' })).status).toBe(403);
    await h.app.identity.models.users.updateOne({ _id: admin.id }, { $set: { role: 'admin', status: 'disabled' } });
    const res = await patch(admin.as, op.id, { role: 'viewer' });
    expect(res.status).toBe(403);
    expect((await h.app.identity.models.users.findById(op.id).lean())?.role).toBe('operator');
  });

  it('needs a fresh step-up (role table)', async () => {
    const op = await member(h, 'operator');
    const res = await patch({ ...owner.as, steppedUp: false }, op.id, { role: 'viewer' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('step_up_required');
  });
});

describe('DELETE /api/team/members/:id', () => {
  it('removes a pending account with its sessions and tells the gateways; an active member is 409 "disable instead"', async () => {
    const admin = await member(h, 'admin');
    const p = await registerVerified(h);
    const res = await call(h.app, 'DELETE', `/api/team/members/${p.id}`, undefined, { as: admin.as });
    expect(res.status).toBe(200);
    expect(await h.app.identity.models.users.exists({ _id: p.id })).toBeNull();
    expect(await h.app.identity.models.sessions.countDocuments({ userId: p.id })).toBe(0);
    expect(await listener.settled()).toContainEqual({ userId: p.id, reason: 'removed' });
    expect(await memberEvents('identity.member.removed', p.id)).toEqual([
      expect.objectContaining({ username: p.username, actor: expect.objectContaining({ userId: admin.id }) }),
    ]);

    const op = await member(h, 'operator');
    const refused = await call(h.app, 'DELETE', `/api/team/members/${op.id}`, undefined, { as: admin.as });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/disable this member instead/);
    const last = await call(h.app, 'DELETE', `/api/team/members/${owner.id}`, undefined, { as: owner.as });
    expect(last.status).toBe(409);
    expect(last.body.error.code).toBe('last_owner');
  });
});
