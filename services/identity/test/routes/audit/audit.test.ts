// The audit log (issue 25): identity's own entries (who, when, from where, what), entries other
// services publish on the AUDIT stream (stored once per eventId), and GET /api/audit with its filters.
import { randomUUID } from 'node:crypto';
import { AUDIT_SUBJECTS, AuditRecorded } from '@dop/contracts/team';
import { ensureAuditStream, publishEvent } from '@dop/service-kit';
import { startNats, waitFor } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { call } from '../../helpers/client';
import { login, member, registerVerified } from '../../helpers/flows';
import { startHarness, startReplica, type Harness } from '../../helpers/harness';

let h: Harness;
let nc: NatsConnection;
let owner: Awaited<ReturnType<typeof registerVerified>>;
beforeAll(async () => {
  h = await startHarness();
  nc = await connect({ servers: h.nats.url });
  owner = await registerVerified(h);
}, 60_000);
afterAll(async () => {
  await nc?.close();
  await h?.close();
});

const audit = (query = '', as: unknown = owner.id) => call(h.app, 'GET', `/api/audit${query}`, undefined, { as: as as never });

describe("identity's own entries", () => {
  it('sign-in success and failure, sign-out, step-up, token created and revoked: who, when, from where, what', async () => {
    const a = await member(h, 'operator');
    const ip = '198.51.100.77';
    await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: 'wrong-password' }, { ip });
    const signed = await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: a.password }, { ip });
    const cookie = signed.setCookie!.split(';')[0];
    await call(h.app, 'POST', '/api/auth/step-up', { password: 'wrong-password' }, { as: a.as, cookie, ip });
    await call(h.app, 'POST', '/api/auth/step-up', { password: a.password }, { as: a.as, cookie, ip });
    const token = await call(h.app, 'POST', '/api/auth/tokens', { name: 'ci' }, { as: a.as, ip });
    await call(h.app, 'DELETE', `/api/auth/tokens/${token.body.token.id}`, undefined, { as: a.as, ip });
    await call(h.app, 'POST', '/api/auth/logout', undefined, { cookie, ip });

    const page = await audit(`?actor=${a.id}&limit=200`);
    expect(page.status).toBe(200);
    const actions = page.body.entries.map((e: { action: string }) => e.action).reverse();
    expect(actions).toEqual([
      'auth.sign-in',
      'auth.sign-in',
      'auth.step-up-failed',
      'auth.step-up',
      'token.created',
      'token.revoked',
      'auth.sign-out',
    ]);
    for (const e of page.body.entries.slice(0, 6)) {
      expect(e).toEqual(
        expect.objectContaining({ actorId: a.id, actorName: a.username, service: 'identity', sourceIp: ip, at: expect.any(String) }),
      );
    }
    expect(page.body.entries.find((e: { action: string }) => e.action === 'token.created')).toEqual(
      expect.objectContaining({ target: `token:${token.body.token.id}`, details: expect.objectContaining({ name: 'ci', scope: 'read' }) }),
    );
    expect(JSON.stringify(page.body)).not.toContain(token.body.secret);
    expect(JSON.stringify(page.body)).not.toContain(a.password);

    // The failed sign-in has no actor (nobody signed in), the address and the e-mail tried.
    const failed = await audit(`?action=auth.sign-in-failed&limit=200`);
    expect(failed.body.entries).toContainEqual(
      expect.objectContaining({ actorId: null, target: `member:${a.id}`, sourceIp: ip, details: { email: a.email } }),
    );
  });

  it('team settings changes are recorded with what changed', async () => {
    const res = await call(
      h.app,
      'PUT',
      '/api/team/settings',
      { expiryAlertDays: 14, changeApprovalDomains: 25, changeApprovalRatio: 0.3 },
      { as: owner.id },
    );
    expect(res.status).toBe(200);
    const page = await audit('?action=team-settings.updated');
    expect(page.body.entries[0]).toEqual(
      expect.objectContaining({ actorId: owner.id, details: { changed: 'expiryAlertDays', expiryAlertDays: 14 } }),
    );
  });
});

describe('entries from other services on the AUDIT stream', () => {
  const event = (eventId: string, actorName: string) => ({
    eventId,
    service: 'registrars',
    action: 'secret.revealed' as const,
    target: 'registrar:porkbun:64f0c0ffee0000000000abcd',
    sourceIp: '203.0.113.5',
    details: { field: 'apiKey' },
    actor: { userId: owner.id, userName: actorName },
  });

  it('are stored with the publishing service, once per eventId even when delivered twice', async () => {
    const eventId = randomUUID();
    const js = nc.jetstream();
    await publishEvent(js, AUDIT_SUBJECTS.recorded, AuditRecorded, event(eventId, owner.username));
    // The same event again without JetStream's msgID dedupe, as a redelivery after a lost ack would be.
    const again = AuditRecorded.parse({ ...event(eventId, owner.username), version: 1, occurredAt: new Date().toISOString() });
    await js.publish(AUDIT_SUBJECTS.recorded, new TextEncoder().encode(JSON.stringify(again)));
    const marker = randomUUID();
    await publishEvent(js, AUDIT_SUBJECTS.recorded, AuditRecorded, event(marker, owner.username));
    // In order on one consumer: once the marker is stored, both copies before it were handled.
    await waitFor(async () => (await h.app.identity.models.auditEntries.exists({ eventId: marker })) !== null, {
      what: 'the marker entry',
    });
    expect(await h.app.identity.models.auditEntries.countDocuments({ eventId })).toBe(1);
    const page = await audit('?action=secret.revealed');
    expect(page.body.entries.find((e: { target: string }) => e.target === 'registrar:porkbun:64f0c0ffee0000000000abcd')).toEqual(
      expect.objectContaining({
        service: 'registrars',
        actorId: owner.id,
        actorName: owner.username,
        sourceIp: '203.0.113.5',
        details: { field: 'apiKey' },
      }),
    );
  });
});

describe('the AUDIT consumer is durable', () => {
  it('an entry published while no identity runs is stored once one starts', async () => {
    // A NATS of its own, where only this test's identity will ever consume.
    const nats2 = await startNats();
    const nc2 = await connect({ servers: nats2.url });
    try {
      await ensureAuditStream(await nc2.jetstreamManager());
      const eventId = randomUUID();
      await publishEvent(nc2.jetstream(), AUDIT_SUBJECTS.recorded, AuditRecorded, {
        eventId,
        service: 'hosting',
        action: 'provider-account.deleted',
        target: 'diorhost:64f0c0ffee0000000000beef',
        sourceIp: null,
        details: {},
        actor: { userId: owner.id, userName: owner.username },
      });
      const late = await startReplica(h, { NATS_URL: nats2.url });
      try {
        await waitFor(async () => (await h.app.identity.models.auditEntries.exists({ eventId })) !== null, { what: 'the stored entry' });
      } finally {
        await late.close();
      }
    } finally {
      await nc2.close();
      await nats2.stop();
    }
  }, 60_000);
});

describe('GET /api/audit', () => {
  it('filters by actor (id or username, any case), action and period; pages newest first', async () => {
    const b = await member(h, 'viewer');
    for (let i = 0; i < 3; i++) await login(h, b.email, b.password);
    const byName = await audit(`?actor=${b.username.toUpperCase()}&action=auth.sign-in&limit=2`);
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual({ entries: expect.any(Array), total: 4, page: 1, limit: 2 });
    expect(byName.body.entries.every((e: { actorId: string }) => e.actorId === b.id)).toBe(true);
    const second = await audit(`?actor=${b.id}&action=auth.sign-in&limit=2&page=2`);
    expect(second.body.entries).toHaveLength(2);
    const times = [...byName.body.entries, ...second.body.entries].map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await audit(`?actor=${b.id}&from=${future}`)).body.total).toBe(0);
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect((await audit(`?actor=${b.id}&to=${past}`)).body.total).toBe(0);
    expect((await audit(`?actor=${b.id}&from=${past}&to=${future}`)).body.total).toBe(4);
  });

  it('bad filters are 400 naming the field; only admins read it', async () => {
    const bad = await audit('?action=everything');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toEqual(expect.objectContaining({ path: 'action' }));
    expect((await audit('?from=yesterday')).body.error.details[0]).toEqual(expect.objectContaining({ path: 'from' }));
    const op = await member(h, 'operator');
    expect((await audit('', op.as)).status).toBe(403);
  });
});
