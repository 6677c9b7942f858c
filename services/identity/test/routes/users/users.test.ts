import { call } from '../../helpers/client';
import { registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('GET /api/users', () => {
  it('lists id, username and displayName of every user and nothing else', async () => {
    const a = await registerVerified(h);
    const b = await registerVerified(h);
    await call(h.app, 'POST', '/api/auth/update-display-name', { displayName: 'Bee' }, { as: b.id });
    const res = await call(h.app, 'GET', '/api/users', undefined, { as: a.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: a.id, username: a.username, displayName: null },
        { id: b.id, username: b.username, displayName: 'Bee' },
      ]),
    );
    for (const u of res.body) expect(Object.keys(u).sort()).toEqual(['displayName', 'id', 'username']);
    const text = JSON.stringify(res.body);
    for (const leak of [a.email, b.email, 'scrypt$', a.password]) expect(text).not.toContain(leak);
  });

  it('needs the signed identity', async () => {
    expect((await call(h.app, 'GET', '/api/users')).status).toBe(401);
  });
});
