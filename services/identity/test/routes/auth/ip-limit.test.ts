import { call } from '../../helpers/client';
import { startHarness, type Harness } from '../../helpers/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ AUTH_REQUESTS_PER_IP_PER_MIN: '5' });
}, 60_000);
afterAll(() => h?.close());

describe('AUTH_REQUESTS_PER_IP_PER_MIN', () => {
  it('refuses the request over the limit from one address with 429 and logs it without the password', async () => {
    const body = { email: 'flood@example.test', password: 'flood-password-123' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(h.app, 'POST', '/api/auth/login', body, { ip: '198.51.100.7' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await call(h.app, 'GET', '/api/auth/me', undefined, { ip: '198.51.100.7' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(
      expect.objectContaining({
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests from your address\. Try again in \d+ s$/),
      }),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another client is not affected.
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { ip: '198.51.100.8' })).status).toBe(401);

    const logged = h.logs.filter((l) => l.includes('refused by rate limit'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.parse(logged[0])).toEqual(expect.objectContaining({ ip: '198.51.100.7', limit: 'auth-per-ip', level: 40 }));
    expect(h.logs.join('\n')).not.toContain(body.password);
  });

  it('the account lockout is logged as well, without the password', async () => {
    const local = await startHarness({ LOGIN_FAILS_PER_ACCOUNT: '2' });
    try {
      const body = { email: 'locked@example.test', password: 'locked-password-456' };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await call(local.app, 'POST', '/api/auth/login', body)).status);
      expect(statuses).toEqual([401, 401, 429]);
      expect(local.logs.some((l) => l.includes('account temporarily locked') && l.includes('locked@example.test'))).toBe(true);
      expect(local.logs.join('\n')).not.toContain(body.password);
    } finally {
      await local.close();
    }
  }, 60_000);
});
