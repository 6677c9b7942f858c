import { call } from '../../helpers/client';
import { registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { SessionResolver } from '../../helpers/session-resolver';

let h: Harness;
let resolver: SessionResolver;
beforeAll(async () => {
  h = await startHarness();
  resolver = await SessionResolver.connect(h.nats.url);
}, 60_000);
afterAll(async () => {
  await resolver?.close();
  await h?.close();
});

const resolveToken = (token: string) => resolver.token(token);

describe('/api/auth/tokens', () => {
  it('creates a token shown once, lists it without the secret, resolves it, revokes it', async () => {
    const a = await registerVerified(h);
    const created = await call(h.app, 'POST', '/api/auth/tokens', { name: 'ci bot' }, { as: a.id });
    expect(created.status).toBe(201);
    const secret: string = created.body.secret;
    expect(secret).toMatch(/^dop_[A-Za-z0-9_-]{43}$/);
    expect(created.body.token).toEqual({
      id: expect.any(String),
      name: 'ci bot',
      prefix: secret.slice(0, 10),
      scope: 'read',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: null,
    });

    const list = await call(h.app, 'GET', '/api/auth/tokens', undefined, { as: a.id });
    expect(list.status).toBe(200);
    expect(list.body.tokens).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const stored = await h.app.identity.models.apiTokens.find({}).lean();
    expect(JSON.stringify(stored)).not.toContain(secret);

    expect((await resolveToken(secret)).user?.id).toBe(a.id);
    const me = await call(h.app, 'GET', '/api/auth/me', undefined, { headers: { authorization: `Bearer ${secret}` } });
    expect(me.body.user.id).toBe(a.id);

    const del = await call(h.app, 'DELETE', `/api/auth/tokens/${created.body.token.id}`, undefined, { as: a.id });
    expect(del.status).toBe(200);
    expect(await resolveToken(secret)).toEqual({ user: null });
    expect((await call(h.app, 'DELETE', `/api/auth/tokens/${created.body.token.id}`, undefined, { as: a.id })).status).toBe(404);
  });

  it("another user's token reads as not found and stays valid", async () => {
    const a = await registerVerified(h);
    const b = await registerVerified(h);
    const created = await call(h.app, 'POST', '/api/auth/tokens', { name: 'mine' }, { as: a.id });
    expect((await call(h.app, 'DELETE', `/api/auth/tokens/${created.body.token.id}`, undefined, { as: b.id })).status).toBe(404);
    expect((await resolveToken(created.body.secret)).user?.id).toBe(a.id);
  });

  it('needs the signed identity (401 without), and names bad fields (400)', async () => {
    expect((await call(h.app, 'GET', '/api/auth/tokens')).status).toBe(401);
    const a = await registerVerified(h);
    const noName = await call(h.app, 'POST', '/api/auth/tokens', {}, { as: a.id });
    expect(noName.status).toBe(400);
    expect(noName.body.error.details[0]).toEqual(expect.objectContaining({ in: 'body', path: 'name' }));
    expect((await call(h.app, 'DELETE', '/api/auth/tokens/not-an-id', undefined, { as: a.id })).status).toBe(400);
  });

  it('a signed identity of a user that does not exist gets 401', async () => {
    expect((await call(h.app, 'GET', '/api/auth/tokens', undefined, { as: '0123456789abcdef01234567' })).status).toBe(401);
    expect((await call(h.app, 'GET', '/api/auth/tokens', undefined, { as: 'u-test-1' })).status).toBe(401);
  });
});
