// GET /api/domains: For Me / For All, search over name or registrar, the spec's order, paging;
// POST /api/domains/update-tags. Domains are added through the real bulk route (no provider work).
import { ALICE, as, BOB, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
const add = async (user: typeof ALICE, domains: string[], teamTag = '2333') => {
  const res = await h.domains.app.inject({
    method: 'POST',
    url: '/api/domains/bulk',
    headers: as(user),
    payload: { domains, ipAddress: '10.0.0.1', teamTag, updateRecords: false },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const list = async (user: typeof ALICE, query: string) => {
  const res = await h.domains.app.inject({ method: 'GET', url: `/api/domains?${query}`, headers: as(user) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    domains: Array<{ id: string; name: string; createdBy: string; teamTag: string | null }>;
    hasMore: boolean;
    totalCount: number;
  };
};

beforeAll(async () => {
  h = await startHarness();
  await add(ALICE, ['alpha.com', 'beta.com', 'gamma.net']);
  await add(BOB, ['bob-site.org'], '2595');
});
afterAll(() => h.stop());

test('For Me shows only my domains; another user sees them only with showAll', async () => {
  expect((await list(ALICE, 'showAll=false')).domains.map((d) => d.name).sort()).toEqual(['alpha.com', 'beta.com', 'gamma.net']);
  expect((await list(BOB, 'showAll=false')).domains.map((d) => d.name)).toEqual(['bob-site.org']);
  const all = await list(BOB, 'showAll=true');
  expect(all.totalCount).toBe(4);
  expect(all.domains.find((d) => d.name === 'alpha.com')).toMatchObject({ createdBy: 'alice', teamTag: '2333' });
});

test('domains with a newer result come first, then those without results, by name', async () => {
  const domains = h.domains.app.domains.models.domains;
  await domains.updateOne({ name: 'gamma.net' }, { $set: { lastResultAt: new Date(Date.now() - 1000) } });
  await domains.updateOne({ name: 'beta.com' }, { $set: { lastResultAt: new Date() } });
  expect((await list(ALICE, 'showAll=true')).domains.map((d) => d.name)).toEqual(['beta.com', 'gamma.net', 'alpha.com', 'bob-site.org']);
});

test('a result event from another service moves the domain to the top', async () => {
  const { publishEvent } = await import('@dop/service-kit');
  const { ResultChanged, OPS_SUBJECTS } = await import('@dop/contracts/ops');
  await publishEvent(h.domains.app.js, OPS_SUBJECTS.resultChanged, ResultChanged, {
    operationType: 'domain-records',
    domain: 'bob-site.org',
    userId: BOB.userId,
    statuses: { namesilo: 'Success' },
  });
  const { waitFor } = await import('@dop/service-testing');
  await waitFor(async () => (await list(ALICE, 'showAll=true')).domains[0].name === 'bob-site.org', {
    timeoutMs: 10_000,
    what: 'bob-site.org first',
  });
});

test('search matches name or registrar and sorts by name; paging reports hasMore', async () => {
  expect((await list(ALICE, 'showAll=true&search=A.COM')).domains.map((d) => d.name)).toEqual(['alpha.com', 'beta.com']);
  expect((await list(ALICE, 'showAll=true&search=nothing-like-this')).totalCount).toBe(0);
  const page1 = await list(ALICE, 'showAll=true&limit=3&page=1');
  const page2 = await list(ALICE, 'showAll=true&limit=3&page=2');
  expect([page1.hasMore, page2.hasMore, page1.totalCount]).toEqual([true, false, 4]);
  expect(page2.domains).toHaveLength(1);
});

test('bad list parameters are 400 naming the field', async () => {
  for (const q of ['limit=501', 'page=0', 'showAll=maybe']) {
    const res = await h.domains.app.inject({ method: 'GET', url: `/api/domains?${q}`, headers: as(ALICE) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(q.split('=')[0]);
  }
});

test('update-tags sets the team tag of the given domains; a malformed id is named', async () => {
  const mine = await list(ALICE, 'showAll=false');
  const ids = mine.domains.filter((d) => d.name !== 'gamma.net').map((d) => d.id);
  const res = await h.domains.app.inject({
    method: 'POST',
    url: '/api/domains/update-tags',
    headers: as(ALICE),
    payload: { domainIds: ids, teamTag: '2674' },
  });
  expect(res.json()).toMatchObject({ updated: 2 });
  expect(
    (await list(ALICE, 'showAll=false')).domains
      .filter((d) => d.teamTag === '2674')
      .map((d) => d.name)
      .sort(),
  ).toEqual(['alpha.com', 'beta.com']);
  const bad = await h.domains.app.inject({
    method: 'POST',
    url: '/api/domains/update-tags',
    headers: as(ALICE),
    payload: { domainIds: ['nope'], teamTag: 'x' },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.message).toContain("'nope'");
});
