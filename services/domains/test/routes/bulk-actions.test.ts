// Issue 31's bulk tools: POST /api/domains/bulk-delete and update-tags as jobs (progress, a log line per
// domain, the closing counts), refused ids named, viewers refused; and the list's sort, filters and
// page size. Domains are added through the real bulk route (no provider work).
import { waitFor } from '@dop/service-testing';
import { createBulkJob, resumeBulkActions } from '../../src/lib/bulk-actions';
import { captureOps, type OpsCapture } from '../helpers/ops-capture';
import { ALICE, as, domainNames, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let ops: OpsCapture;
const VIEWER = { ...ALICE, role: 'viewer' as const };
const call = (method: 'GET' | 'POST', url: string, payload?: object, user: object = ALICE) =>
  h.domains.app.inject({ method, url, headers: as(user as typeof ALICE), ...(payload ? { payload } : {}) });
const add = async (domains: string[], teamTag: string) => {
  const res = await call('POST', '/api/domains/bulk', { domains, ipAddress: '10.0.0.1', teamTag, updateRecords: false });
  expect(res.statusCode).toBe(200);
};
const list = async (query: string) => {
  const res = await call('GET', `/api/domains?showAll=true&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    domains: Array<{ id: string; name: string; teamTag: string | null; registrar: string | null }>;
    totalCount: number;
  };
};

beforeAll(async () => {
  h = await startHarness();
  ops = await captureOps(h.nats.url);
  await add(domainNames('bulk', 60), '2333');
  await add(['zeta.org', 'alpha.org'], '2595');
});
afterAll(async () => {
  await ops.close();
  await h.stop();
});

test('the list sorts by a column, filters by team tag and status, and pages up to 500', async () => {
  const byName = await list('sort=name&order=desc&limit=3');
  expect(byName.domains.map((d) => d.name)).toEqual(['zeta.org', 'bulk-9.com', 'bulk-8.com']);
  const tagged = await list('teamTag=2595&sort=name');
  expect([tagged.totalCount, tagged.domains.map((d) => d.name)]).toEqual([2, ['alpha.org', 'zeta.org']]);
  // A search narrowed by a filter goes through Mongo; its answer is cached under its own key.
  expect((await list('search=org&teamTag=2333')).totalCount).toBe(0);
  expect((await list('search=org&teamTag=2595&sort=name&order=desc')).domains.map((d) => d.name)).toEqual(['zeta.org', 'alpha.org']);
  expect((await list('status=none')).totalCount).toBe(62);
  expect((await list('status=deployed')).totalCount).toBe(0);
  expect((await list('limit=500')).domains).toHaveLength(62);
  for (const q of ['limit=501', 'sort=colour', 'status=gone', 'registrar=godaddy']) {
    const res = await call('GET', `/api/domains?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(q.split('=')[0]);
  }
});

test('update-tags retags the selection as a job with a line per domain and the closing counts', async () => {
  const ids = (await list('search=bulk&sort=name&limit=50')).domains.map((d) => d.id);
  const res = await call('POST', '/api/domains/update-tags', { domainIds: ids, teamTag: '2674' });
  expect(res.statusCode).toBe(200);
  const { updated, jobId } = res.json();
  expect(updated).toBe(50);
  expect((await list('teamTag=2674')).totalCount).toBe(50);
  const job = (await call('GET', `/api/domains/bulk/jobs/${jobId}`)).json();
  expect(job).toMatchObject({ kind: 'tags', total: 50, done: 50, failed: 0, finished: true });
  await waitFor(() => ops.logs.some((l) => l.message === 'Bulk tag update finished: 50 done, 0 failed'));
  expect(ops.logs.filter((l) => l.message.endsWith(': team tag 2674'))).toHaveLength(50);
});

test('bulk-delete removes the selection in a job and names ids that are gone', async () => {
  const targets = (await list('teamTag=2674')).domains;
  const ids = targets.map((d) => d.id);
  const gone = '0123456789abcdef01234567';
  const res = await call('POST', '/api/domains/bulk-delete', { ids: [...ids, gone] });
  expect(res.statusCode).toBe(200);
  const { jobId, total, missing } = res.json();
  expect([total, missing]).toEqual([50, [gone]]);
  await waitFor(async () => (await call('GET', `/api/domains/bulk/jobs/${jobId}`)).json().finished === true, { timeoutMs: 20_000 });
  expect((await call('GET', `/api/domains/bulk/jobs/${jobId}`)).json()).toMatchObject({ kind: 'delete', done: 50, failed: 0 });
  expect((await list('')).totalCount).toBe(12);
  // The search index forgot them at once.
  expect((await list('search=bulk-1')).domains.map((d) => d.name)).not.toContain(targets[0].name);
  await waitFor(() => ops.logs.some((l) => l.message === 'Bulk delete finished: 50 done, 0 failed'));
  expect(ops.logs.some((l) => l.domain === targets[0].name && l.message === `Domain ${targets[0].name} deleted`)).toBe(true);
});

test('bad ids are 400 naming the id, unknown ids alone 404, and an empty selection 400', async () => {
  const bad = await call('POST', '/api/domains/bulk-delete', { ids: ['nope'] });
  expect([bad.statusCode, bad.json().error.message]).toEqual([400, "'nope' is not a domain id"]);
  const none = await call('POST', '/api/domains/bulk-delete', { ids: ['0123456789abcdef01234567'] });
  expect(none.statusCode).toBe(404);
  const empty = await call('POST', '/api/domains/bulk-delete', { ids: [] });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().error.message).toContain('ids');
  const tags = await call('POST', '/api/domains/update-tags', { domainIds: ['x'], teamTag: '1' });
  expect([tags.statusCode, tags.json().error.message]).toEqual([400, "'x' is not a domain id"]);
});

test('a viewer may list but not bulk-delete or retag', async () => {
  const [one] = (await list('limit=1')).domains;
  expect((await call('GET', '/api/domains', undefined, VIEWER)).statusCode).toBe(200);
  expect((await call('POST', '/api/domains/bulk-delete', { ids: [one.id] }, VIEWER)).statusCode).toBe(403);
  expect((await call('POST', '/api/domains/update-tags', { domainIds: [one.id], teamTag: 'x' }, VIEWER)).statusCode).toBe(403);
  expect((await list('')).totalCount).toBe(12);
});

test('a delete job a stopped process left open finishes at the next start', async () => {
  const app = h.domains.app;
  const ctx = { models: app.domains.models, ops: app.domains.ops, search: app.domains.search, db: app.mongo.db!, nudge: () => undefined };
  await add(['crash-1.com', 'crash-2.com'], '2333');
  const docs = await app.domains.models.domains.find({ name: /^crash-/ }).lean();
  // Stored, never run (the process stopped); one domain is deleted by someone else meanwhile.
  const { jobId } = await createBulkJob(
    ctx as never,
    { userId: ALICE.userId, userName: ALICE.userName },
    { kind: 'delete' },
    docs as never,
  );
  await app.domains.models.domains.deleteOne({ name: 'crash-2.com' });
  expect(await resumeBulkActions(ctx as never)).toBeGreaterThanOrEqual(1);
  expect((await call('GET', `/api/domains/bulk/jobs/${jobId}`)).json()).toMatchObject({
    kind: 'delete',
    done: 2,
    failed: 0,
    finished: true,
  });
  expect(await app.domains.models.domains.countDocuments({ name: /^crash-/ })).toBe(0);
  expect((await list('search=crash-1')).totalCount).toBe(0);
});
