import { call } from '../../helpers/client';
import { registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('POST /api/auth/update-display-name', () => {
  it('trims and saves the name, answers { user, message } and /me shows it', async () => {
    const a = await registerVerified(h);
    const res = await call(h.app, 'POST', '/api/auth/update-display-name', { displayName: '  Анна Ф.  ' }, { as: a.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Display name updated', user: expect.objectContaining({ id: a.id, displayName: 'Анна Ф.' }) });
    const me = await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: a.cookie });
    expect(me.body.user.displayName).toBe('Анна Ф.');
  });

  it('refuses a name that is empty after trimming (400 naming displayName) and needs a signed user', async () => {
    const a = await registerVerified(h);
    const blank = await call(h.app, 'POST', '/api/auth/update-display-name', { displayName: '   ' }, { as: a.id });
    expect(blank.status).toBe(400);
    expect(blank.body.error.details[0]).toEqual(expect.objectContaining({ in: 'body', path: 'displayName' }));
    expect((await call(h.app, 'POST', '/api/auth/update-display-name', { displayName: 'x' })).status).toBe(401);
  });
});
