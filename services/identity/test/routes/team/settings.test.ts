// GET and PUT /api/team/settings (issue 25): defaults from contracts until saved, whole-object PUT,
// bad input 400 naming the field, admins only.
import { DEFAULT_TEAM_SETTINGS } from '@dop/contracts/team';
import { call } from '../../helpers/client';
import { member, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';

let h: Harness;
let ownerId: string;
beforeAll(async () => {
  h = await startHarness();
  ownerId = (await registerVerified(h)).id;
}, 60_000);
afterAll(() => h?.close());

describe('/api/team/settings', () => {
  it('reads the defaults until saved, then what an admin saved', async () => {
    const admin = await member(h, 'admin');
    expect((await call(h.app, 'GET', '/api/team/settings', undefined, { as: admin.as })).body).toEqual(DEFAULT_TEAM_SETTINGS);
    const next = { expiryAlertDays: 10, changeApprovalDomains: 0, changeApprovalRatio: 1 };
    const put = await call(h.app, 'PUT', '/api/team/settings', next, { as: admin.as });
    expect(put.status).toBe(200);
    // The inventory alert fields (issue 29) were left out: they keep their values.
    const saved = { ...DEFAULT_TEAM_SETTINGS, ...next };
    expect(put.body).toEqual(saved);
    expect((await call(h.app, 'GET', '/api/team/settings', undefined, { as: ownerId })).body).toEqual(saved);
  });

  it('saves the inventory alert days and drifts, and refuses a drift kind it does not know', async () => {
    const before = (await call(h.app, 'GET', '/api/team/settings', undefined, { as: ownerId })).body;
    const next = { ...before, inventoryAlertDays: [14, 3], inventoryDriftAlerts: ['zone'] };
    expect((await call(h.app, 'PUT', '/api/team/settings', next, { as: ownerId })).body).toEqual(next);
    const bad = await call(h.app, 'PUT', '/api/team/settings', { ...before, inventoryDriftAlerts: ['whois'] }, { as: ownerId });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error.details)).toContain('inventoryDriftAlerts');
    await call(h.app, 'PUT', '/api/team/settings', before, { as: ownerId });
  });

  it('bad input is 400 naming the field and changes nothing', async () => {
    const before = (await call(h.app, 'GET', '/api/team/settings', undefined, { as: ownerId })).body;
    for (const [body, field] of [
      [{ ...before, expiryAlertDays: 0 }, 'expiryAlertDays'],
      [{ ...before, changeApprovalRatio: 1.5 }, 'changeApprovalRatio'],
      [{ expiryAlertDays: 5 }, 'changeApprovalDomains'],
    ] as const) {
      const res = await call(h.app, 'PUT', '/api/team/settings', body, { as: ownerId });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.error.details)).toContain(field);
    }
    expect((await call(h.app, 'GET', '/api/team/settings', undefined, { as: ownerId })).body).toEqual(before);
  });

  it('an operator is refused (403 forbidden)', async () => {
    const op = await member(h, 'operator');
    const res = await call(h.app, 'PUT', '/api/team/settings', DEFAULT_TEAM_SETTINGS, { as: op.as });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('This needs the admin role.');
  });
});
