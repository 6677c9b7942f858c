// GET /api/domains with issue 29's health: each row carries its badges, expiry and auto-renew (the Health
// column) but not both sides of its checks, which GET /api/inventory/health?domainId= answers (the
// panel); ?health=<badge> keeps only the domains showing it, with and without a search.
import { ALICE, as, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
const list = async (query: string) => {
  const res = await h.domains.app.inject({ method: 'GET', url: `/api/domains?${query}`, headers: as(ALICE) });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  h = await startHarness();
  const res = await h.domains.app.inject({
    method: 'POST',
    url: '/api/domains/bulk',
    headers: as(ALICE),
    payload: { domains: ['drifted.com', 'healthy.com', 'plain.net'], ipAddress: '10.0.0.1', teamTag: '2333', updateRecords: false },
  });
  expect(res.statusCode).toBe(200);
  const at = new Date('2026-01-02T03:04:05.000Z');
  const check = (state: string, actual: string[]) => ({
    kind: 'nameservers',
    state,
    reason: null,
    expected: ['ns1.x.net'],
    actual,
    checkedAt: at,
  });
  const domains = h.domains.app.domains.models.domains;
  await domains.updateOne(
    { name: 'drifted.com' },
    { $set: { health: { badges: ['ns-drift'], checks: [check('drift', ['ns9.y.net'])], checkedAt: at } } },
  );
  await domains.updateOne(
    { name: 'healthy.com' },
    {
      $set: {
        health: { badges: [], checks: [check('ok', ['ns1.x.net'])], checkedAt: at },
        inventory: { registrar: 'porkbun', accountId: 1, expiresAt: at, autoRenew: true, locked: true, nameservers: [], lastSyncedAt: at },
      },
    },
  );
});
afterAll(() => h.stop());

test('rows carry their badges, expiry and auto-renew, null before any check; the panel reads the checks', async () => {
  for (const query of ['showAll=true&sort=name', 'showAll=true&search=.', 'showAll=true']) {
    const { body } = await list(query);
    const byName = new Map<string, { id: string; health: Record<string, unknown> | null }>(
      body.domains.map((d: { name: string }) => [d.name, d]),
    );
    expect(byName.get('drifted.com')!.health).toEqual({
      badges: ['ns-drift'],
      checkedAt: '2026-01-02T03:04:05.000Z',
      expiresAt: null,
      autoRenew: null,
    });
    expect(byName.get('healthy.com')).toMatchObject({ health: { badges: [], expiresAt: '2026-01-02T03:04:05.000Z', autoRenew: true } });
    expect(byName.get('plain.net')).toMatchObject({ health: null });
  }
  const id = (await h.domains.app.domains.models.domains.findOne({ name: 'drifted.com' }).lean())!._id;
  const panel = await h.domains.app.inject({ method: 'GET', url: `/api/inventory/health?domainId=${id}`, headers: as(ALICE) });
  expect(panel.json()).toMatchObject({
    total: 1,
    items: [
      {
        name: 'drifted.com',
        checks: [
          { kind: 'nameservers', state: 'drift', expected: ['ns1.x.net'], actual: ['ns9.y.net'], checkedAt: '2026-01-02T03:04:05.000Z' },
        ],
      },
    ],
  });
  const bad = await h.domains.app.inject({ method: 'GET', url: '/api/inventory/health?domainId=nope', headers: as(ALICE) });
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain('must be a domain id');
});

test('?health=<badge> keeps the domains showing it, counted, with or without a search', async () => {
  const only = await list('showAll=true&health=ns-drift');
  expect(only.body.domains.map((d: { name: string }) => d.name)).toEqual(['drifted.com']);
  expect(only.body.totalCount).toBe(1);
  expect((await list('showAll=true&health=ns-drift&search=.com')).body.domains.map((d: { name: string }) => d.name)).toEqual([
    'drifted.com',
  ]);
  // The cached search answer without the filter is a different page.
  expect((await list('showAll=true&search=.com')).body.totalCount).toBe(2);
  expect((await list('showAll=true&health=expired')).body.totalCount).toBe(0);
  // The filtered total is counted once per change of the data: a check that finds a second drift
  // (its batch drops the cached answers, as the check runner does) shows at once.
  await h.domains.app.domains.models.domains.updateOne({ name: 'healthy.com' }, { $set: { 'health.badges': ['ns-drift'] } });
  await h.domains.app.domains.search.touched();
  expect((await list('showAll=true&health=ns-drift')).body.totalCount).toBe(2);
  await h.domains.app.domains.models.domains.updateOne({ name: 'healthy.com' }, { $set: { 'health.badges': [] } });
  await h.domains.app.domains.search.touched();
});

test('an unknown badge is refused, naming the field', async () => {
  const bad = await list('health=on-fire');
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.body)).toContain('health');
});
