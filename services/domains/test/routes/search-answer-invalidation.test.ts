// GET /api/domains?search=… keeps its serialised answers (list-answer.ts); every write through the
// service that changes a listed domain drops them, so the next search shows it: bulk add, its job,
// edit, delete, update-tags, saved records and a result event from another service.
import { OPS_SUBJECTS, ResultChanged } from '@dop/contracts/ops';
import { publishEvent } from '@dop/service-kit';
import { waitFor } from '@dop/service-testing';
import { ALICE, as, seedNamesilo, startHarness, type Harness } from '../helpers/harness';

interface Listed {
  id: string;
  name: string;
  teamTag: string | null;
  lastUsedIp: string | null;
  lastResultAt: string | null;
}

let h: Harness;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  h.domains.app.inject({ method, url, headers: as(ALICE), ...(payload ? { payload } : {}) });

/** The search answer, after checking it was cached (otherwise the next check would prove nothing). */
const search = async (term: string): Promise<Listed[]> => {
  const res = await call('GET', `/api/domains?showAll=true&search=${term}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(h.domains.app.domains.search.pages.size).toBeGreaterThan(0);
  return res.json().domains;
};
const named = async (term: string, name: string) => (await search(term)).find((d) => d.name === name);
const bulk = async (domains: string[], extra: object = {}) => {
  const res = await call('POST', '/api/domains/bulk', { domains, ipAddress: '192.0.2.1', teamTag: '2333', updateRecords: false, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json() as { jobId: string };
};

beforeAll(async () => {
  h = await startHarness();
  seedNamesilo(h, ['inval-rec.com', 'inval-job.com']);
  await bulk(['inval-a.com', 'inval-b.com']);
  await bulk(['inval-rec.com'], { accounts: { namesilo: h.namesiloId } });
});
afterAll(() => h.stop());

test('a bulk add shows in a search answered from the cache just before', async () => {
  expect((await search('inval-')).map((d) => d.name)).toEqual(['inval-a.com', 'inval-b.com', 'inval-rec.com']);
  await bulk(['inval-c.com']);
  expect((await search('inval-')).map((d) => d.name)).toEqual(['inval-a.com', 'inval-b.com', 'inval-c.com', 'inval-rec.com']);
});

test('an edit and a delete show at once', async () => {
  const c = await named('inval-', 'inval-c.com');
  expect((await call('PATCH', `/api/domains/${c!.id}`, { name: 'inval-d.com', teamTag: '2595' })).statusCode).toBe(200);
  expect(await named('inval-', 'inval-d.com')).toMatchObject({ id: c!.id, teamTag: '2595' });
  expect((await call('DELETE', `/api/domains/${c!.id}`)).statusCode).toBe(200);
  expect((await search('inval-')).map((d) => d.name)).not.toContain('inval-d.com');
});

test('update-tags shows the new team tag', async () => {
  const a = await named('inval-', 'inval-a.com');
  expect(a?.teamTag).toBe('2333');
  expect((await call('POST', '/api/domains/update-tags', { domainIds: [a!.id], teamTag: '2674' })).json()).toMatchObject({ updated: 1 });
  expect((await named('inval-', 'inval-a.com'))?.teamTag).toBe('2674');
});

test('saved records show their IP and result time', async () => {
  const rec = await named('inval-', 'inval-rec.com');
  expect([rec?.lastUsedIp, rec?.lastResultAt]).toEqual([null, null]);
  const saved = await call('POST', `/api/domains/${rec!.id}/records`, {
    aRecords: [{ id: 'x1', type: 'A', name: '@', content: '192.0.2.44', ttl: 3600 }],
    cNameRecords: [],
  });
  expect(saved.statusCode).toBe(200);
  const after = await named('inval-', 'inval-rec.com');
  expect(after?.lastUsedIp).toBe('192.0.2.44');
  expect(after?.lastResultAt).not.toBeNull();
});

test("a bulk job's A records show their IP once the job has run", async () => {
  await bulk(['inval-job.com'], { accounts: { namesilo: h.namesiloId }, updateRecords: true, ipAddress: '192.0.2.55' });
  expect((await named('inval-', 'inval-job.com'))?.lastUsedIp).toBeNull(); // cached before the job ran
  await waitFor(async () => (await named('inval-', 'inval-job.com'))?.lastUsedIp === '192.0.2.55', {
    timeoutMs: 20_000,
    what: 'the job result in the search answer',
  });
});

test('a result event from another service shows its time', async () => {
  expect((await named('inval-', 'inval-b.com'))?.lastResultAt).toBeNull();
  await publishEvent(h.domains.app.js, OPS_SUBJECTS.resultChanged, ResultChanged, {
    operationType: 'domain-records',
    domain: 'inval-b.com',
    userId: ALICE.userId,
    statuses: { namesilo: 'Success' },
  });
  await waitFor(async () => (await named('inval-', 'inval-b.com'))?.lastResultAt !== null, {
    timeoutMs: 10_000,
    what: 'the result time in the search answer',
  });
});
