import { call } from '../../helpers/client';
import { registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('/api/settings', () => {
  it('GET answers defaults with the detected currentIp', async () => {
    const a = await registerVerified(h);
    const res = await call(h.app, 'GET', '/api/settings', undefined, { as: a.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      timezone: 'UTC',
      useStaticIp: false,
      staticIp: null,
      currentIp: res.body.currentIp,
      telegramUsername: null,
      twoFactorEnabled: false,
    });
    expect(res.body.currentIp === null || /^\d+\.\d+\.\d+\.\d+$/.test(res.body.currentIp)).toBe(true);
  });

  it('POST /ip and /timezone save per user; POST / takes a partial update', async () => {
    const a = await registerVerified(h);
    const b = await registerVerified(h);
    const ip = await call(h.app, 'POST', '/api/settings/ip', { useStaticIp: true, staticIp: '203.0.113.7' }, { as: a.id });
    expect(ip.status).toBe(200);
    expect(ip.body).toEqual(expect.objectContaining({ useStaticIp: true, staticIp: '203.0.113.7' }));
    const tz = await call(h.app, 'POST', '/api/settings/timezone', { timezone: 'local' }, { as: a.id });
    expect(tz.body).toEqual(expect.objectContaining({ timezone: 'local', useStaticIp: true, staticIp: '203.0.113.7' }));
    const partial = await call(h.app, 'POST', '/api/settings', { staticIp: '' }, { as: a.id });
    expect(partial.body).toEqual(expect.objectContaining({ timezone: 'local', useStaticIp: true, staticIp: null }));
    const other = await call(h.app, 'GET', '/api/settings', undefined, { as: b.id });
    expect(other.body).toEqual(expect.objectContaining({ timezone: 'UTC', useStaticIp: false, staticIp: null }));
  });

  it('names bad fields with 400', async () => {
    const a = await registerVerified(h);
    const cases: Array<[string, unknown, string]> = [
      ['/api/settings/ip', { useStaticIp: 'yes' }, 'useStaticIp'],
      ['/api/settings/ip', { useStaticIp: true, staticIp: '999.1.1.1' }, 'staticIp'],
      ['/api/settings/timezone', { timezone: 'Europe/Moscow' }, 'timezone'],
      ['/api/settings/timezone', {}, 'timezone'],
      ['/api/settings', { timezone: 'UTC', extra: 1 }, ''],
    ];
    for (const [url, body, field] of cases) {
      const res = await call(h.app, 'POST', url, body, { as: a.id });
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      if (field) expect(res.body.error.message).toContain(field);
    }
  });

  it('needs the signed identity', async () => {
    expect((await call(h.app, 'GET', '/api/settings')).status).toBe(401);
    expect((await call(h.app, 'POST', '/api/settings/timezone', { timezone: 'UTC' })).status).toBe(401);
  });
});
