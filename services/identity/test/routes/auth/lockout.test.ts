// Issue 25: wrong passwords lock one account from one address, so a stranger's failures never lock the
// owner out of their own address; the counters live in MongoDB, so two identity replicas count one
// lockout once; X-Forwarded-For is believed only from a trusted proxy.
import { call } from '../../helpers/client';
import { registerVerified } from '../../helpers/flows';
import { startHarness, startReplica, type Harness, type Replica } from '../../helpers/harness';

let h: Harness;
let replica: Replica;
beforeAll(async () => {
  h = await startHarness({ LOGIN_FAILS_PER_ACCOUNT: '3' });
  replica = await startReplica(h);
}, 60_000);
afterAll(async () => {
  await replica?.close();
  await h?.close();
});

const loginFrom = (app: Harness['app'], ip: string, email: string, password: string) =>
  call(app, 'POST', '/api/auth/login', { email, password }, { ip });

describe('sign-in lockout per account and source address', () => {
  it('a stranger’s wrong passwords lock the account for the stranger’s address only', async () => {
    const owner = await registerVerified(h);
    const stranger = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await loginFrom(h.app, stranger, owner.email, `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password from the stranger's address waits out the window.
    expect((await loginFrom(h.app, stranger, owner.email, owner.password)).status).toBe(429);
    // The owner, from their own address, signs in.
    expect((await loginFrom(h.app, '198.51.100.10', owner.email, owner.password)).status).toBe(200);
    // The failures are in the audit log, with the address they came from.
    const failed = await h.app.identity.models.auditEntries.find({ action: 'auth.sign-in-failed', sourceIp: stranger }).lean();
    expect(failed).toHaveLength(3);
  });

  it('a sign-in that succeeds clears that address’s failures; a password reset clears every address’s', async () => {
    const a = await registerVerified(h);
    const ip = '198.51.100.20';
    for (let i = 0; i < 2; i++) await loginFrom(h.app, ip, a.email, `wrong-${i}`);
    expect((await loginFrom(h.app, ip, a.email, a.password)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await loginFrom(h.app, ip, a.email, `again-${i}`)).status).toBe(401);

    for (let i = 0; i < 3; i++) await loginFrom(h.app, '198.51.100.21', a.email, `x-${i}`);
    expect((await loginFrom(h.app, '198.51.100.21', a.email, a.password)).status).toBe(429);
    await h.app.identity.limits.loginFails.resetGroup(a.email);
    expect((await loginFrom(h.app, '198.51.100.21', a.email, a.password)).status).toBe(200);
  });
});

describe('two identity replicas on one database', () => {
  it('count one lockout once: failures on either replica add up, and both refuse', async () => {
    const a = await registerVerified(h);
    const ip = '203.0.113.77';
    expect((await loginFrom(h.app, ip, a.email, 'wrong-1')).status).toBe(401);
    expect((await loginFrom(replica.app, ip, a.email, 'wrong-2')).status).toBe(401);
    expect((await loginFrom(h.app, ip, a.email, 'wrong-3')).status).toBe(401);
    // Three failures in all (the limit), two on one replica: both now refuse, the right password too.
    expect((await loginFrom(replica.app, ip, a.email, a.password)).status).toBe(429);
    expect((await loginFrom(h.app, ip, a.email, a.password)).status).toBe(429);
    expect(await h.app.identity.models.rateHits.countDocuments({ limiter: 'login-fails', key: `${a.email}|${ip}` })).toBe(3);
  });

  it('share the code-check limit as well', async () => {
    const email = 'codes@example.test';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? h.app : replica.app;
      statuses.push((await call(app, 'POST', '/api/auth/verify-email', { email, code: '123456' }, { ip: `10.9.0.${i}` })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('an untrusted peer cannot choose its address with X-Forwarded-For', async () => {
    const local = await startReplica(h, { TRUSTED_PROXIES: { text: '', has: () => false } });
    try {
      const a = await registerVerified(h);
      // app.inject's peer is 127.0.0.1, not trusted here: every attempt counts for 127.0.0.1 whatever it claims.
      for (let i = 0; i < 3; i++) await loginFrom(local.app, `192.0.2.${i}`, a.email, `wrong-${i}`);
      expect((await loginFrom(local.app, '192.0.2.99', a.email, a.password)).status).toBe(429);
      expect(await h.app.identity.models.rateHits.countDocuments({ limiter: 'login-fails', key: `${a.email}|127.0.0.1` })).toBe(3);
    } finally {
      await local.close();
    }
  });
});
