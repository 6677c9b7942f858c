// API token scopes and expiry (issue 25): never above the creator's role, default 90 days and at most
// 365, an expired token resolves to nobody, the resolved role is the lower of role and scope, and
// lastUsedAt is written at most once a minute.
import { call } from '../../helpers/client';
import { member, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { SessionResolver } from '../../helpers/session-resolver';

let h: Harness;
let resolver: SessionResolver;
beforeAll(async () => {
  h = await startHarness();
  resolver = await SessionResolver.connect(h.nats.url);
  await registerVerified(h); // the owner
}, 60_000);
afterAll(async () => {
  await resolver?.close();
  await h?.close();
});

const create = (as: unknown, body: unknown) => call(h.app, 'POST', '/api/auth/tokens', body, { as: as as never });
const DAY = 24 * 3600_000;

describe('token scope', () => {
  it('is never above the creator’s role: 400 naming scope', async () => {
    const op = await member(h, 'operator');
    const res = await create(op.as, { name: 'too much', scope: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ field: 'scope' });
    expect(res.body.error.message).toMatch(/above your role \(operator\)/);
    const viewer = await member(h, 'viewer');
    expect((await create(viewer.as, { name: 'v', scope: 'operate' })).status).toBe(400);
    expect((await create(viewer.as, { name: 'v', scope: 'read' })).status).toBe(201);
    expect((await create(op.as, { name: 'ok', scope: 'operate' })).status).toBe(201);
  });

  it('the resolved role is the lower of the creator’s role and the scope, never stepped up; a demotion caps it', async () => {
    const admin = await member(h, 'admin');
    const t = await create(admin.as, { name: 'ops', scope: 'operate' });
    expect((await resolver.token(t.body.secret)).user).toEqual(
      expect.objectContaining({ role: 'operator', status: 'active', stepUpUntil: 0 }),
    );
    const full = await create(admin.as, { name: 'adm', scope: 'admin' });
    expect((await resolver.token(full.body.secret)).user?.role).toBe('admin');
    await h.app.identity.models.users.updateOne({ _id: admin.id }, { $set: { role: 'viewer' } });
    expect((await resolver.token(full.body.secret)).user?.role).toBe('viewer');
  });
});

describe('token expiry', () => {
  it('defaults to 90 days, takes up to 365, refuses more naming expiresInDays', async () => {
    const a = await member(h, 'operator');
    const before = Date.now();
    const def = await create(a.as, { name: 'default' });
    expect(def.body.token.scope).toBe('read');
    expect(Date.parse(def.body.token.expiresAt)).toBeGreaterThanOrEqual(before + 90 * DAY);
    expect(Date.parse(def.body.token.expiresAt)).toBeLessThanOrEqual(Date.now() + 90 * DAY);
    const year = await create(a.as, { name: 'year', expiresInDays: 365 });
    expect(Date.parse(year.body.token.expiresAt)).toBeGreaterThanOrEqual(before + 365 * DAY);
    const tooLong = await create(a.as, { name: 'long', expiresInDays: 366 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details[0]).toEqual(expect.objectContaining({ path: 'expiresInDays' }));
  });

  it('an expired token resolves to nobody (and /me with it is 401)', async () => {
    const a = await member(h, 'operator');
    const t = await create(a.as, { name: 'short', expiresInDays: 1 });
    expect((await resolver.token(t.body.secret)).user?.id).toBe(a.id);
    await h.app.identity.models.apiTokens.updateOne({ _id: t.body.token.id }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    expect(await resolver.token(t.body.secret)).toEqual({ user: null });
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { headers: { authorization: `Bearer ${t.body.secret}` } })).status).toBe(
      401,
    );
  });
});

describe('lastUsedAt', () => {
  it('is set on first use and then written at most once a minute', async () => {
    const a = await member(h, 'operator');
    const t = await create(a.as, { name: 'used' });
    await resolver.token(t.body.secret);
    const first = (await h.app.identity.models.apiTokens.findById(t.body.token.id).lean())?.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await resolver.token(t.body.secret);
    expect((await h.app.identity.models.apiTokens.findById(t.body.token.id).lean())?.lastUsedAt?.getTime()).toBe(first?.getTime());
    // A minute later (moved back in the database rather than waited for) it is written again.
    const old = new Date(Date.now() - 61_000);
    await h.app.identity.models.apiTokens.updateOne({ _id: t.body.token.id }, { $set: { lastUsedAt: old } });
    await resolver.token(t.body.secret);
    expect((await h.app.identity.models.apiTokens.findById(t.body.token.id).lean())?.lastUsedAt?.getTime()).toBeGreaterThan(old.getTime());
    const list = await call(h.app, 'GET', '/api/auth/tokens', undefined, { as: a.as });
    expect(list.body.tokens[0].lastUsedAt).toEqual(expect.any(String));
  });
});
