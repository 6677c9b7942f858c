// POST /api/auth/step-up: the Security gate checks the user's own password on the server.
import { call } from '../../helpers/client';
import { registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('POST /api/auth/step-up', () => {
  it('unlocks for 15 minutes with the right password', async () => {
    const a = await registerVerified(h);
    const before = Date.now();
    const res = await call(h.app, 'POST', '/api/auth/step-up', { password: a.password }, { as: a.id });
    const after = Date.now();
    expect(res.status).toBe(200);
    // Bracketed by the request's own start and end, so no timing assumption about the machine.
    const until = Date.parse(res.body.unlockedUntil);
    expect(until).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(until).toBeLessThanOrEqual(after + 15 * 60_000);
  });

  it("refuses a wrong password, or another user's, with 'Incorrect password'", async () => {
    const a = await registerVerified(h);
    const b = await registerVerified(h);
    for (const password of ['wrong-password', b.password]) {
      const res = await call(h.app, 'POST', '/api/auth/step-up', { password }, { as: a.id });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'invalid_password', message: 'Incorrect password', details: { field: 'password' } });
    }
  });

  it('needs a signed-in user and a password field', async () => {
    const a = await registerVerified(h);
    expect((await call(h.app, 'POST', '/api/auth/step-up', { password: a.password })).status).toBe(401);
    const empty = await call(h.app, 'POST', '/api/auth/step-up', {}, { as: a.id });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('password');
  });
});
