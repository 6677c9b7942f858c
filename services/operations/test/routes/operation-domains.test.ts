import { waitFor } from '@dop/service-testing';
import { ANN, BOB, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

beforeAll(async () => {
  h = await startHarness();
  await h.start();
  const base = { operationType: 'domain-records' as const };
  // 12 domains of ann, one line each, newest d-11; plus three with a story.
  for (let i = 0; i < 12; i++)
    await h.publishLog({ ...base, actor: ANN, occurredAt: at(200 - i), domain: `d-${i}.com`, message: 'Начато' });
  await h.publishLog({ ...base, actor: ANN, occurredAt: at(50), domain: 'ok.com', message: 'Adding ok.com' });
  await h.publishLog({ ...base, actor: ANN, occurredAt: at(49), domain: 'ok.com', message: 'A records set', level: 'success' });
  await h.publishLog({ ...base, actor: ANN, occurredAt: at(48), domain: 'bad.com', message: 'Ошибка: NS update failed' });
  await h.publishLog({ ...base, actor: BOB, occurredAt: at(10), domain: 'bob.com', message: 'working' });
  await h.publishLog({ ...base, actor: BOB, occurredAt: at(5), domain: null, message: 'job finished' });
  await waitFor(async () => (await h.get('/api/logs?showAll=true&period=all')).json().logs.length === 17, { what: '17 lines' });
}, 60_000);

afterAll(() => h.close());

describe('GET /api/operation-domains', () => {
  it("groups the caller's lines by domain, newest group first, 10 per page", async () => {
    const res = (await h.get('/api/operation-domains')).json();
    expect(res.domains.map((g: { domain: string }) => g.domain)).toEqual([
      'bad.com',
      'ok.com',
      ...[11, 10, 9, 8, 7, 6, 5, 4].map((i) => `d-${i}.com`),
    ]);
    expect(res.pagination).toEqual({ page: 1, totalPages: 2, total: 14, hasPrev: false, hasNext: true });
    const page2 = (await h.get('/api/operation-domains?page=2')).json();
    expect(page2.domains.map((g: { domain: string }) => g.domain)).toEqual(['d-3.com', 'd-2.com', 'd-1.com', 'd-0.com']);
  });

  it('derives success / hasError and names the user', async () => {
    const { domains } = (await h.get('/api/operation-domains?search=.com&limit=3')).json();
    const [bad, ok, running] = domains;
    expect(bad).toMatchObject({ domain: 'bad.com', success: false, hasError: true });
    expect(ok).toMatchObject({ domain: 'ok.com', success: true, hasError: false, userInfo: { id: 'u-ann', username: 'ann' } });
    expect(ok.logs.map((l: { message: string }) => l.message)).toEqual(['Adding ok.com', 'A records set']);
    expect(ok.latestTimestamp).toBe(ok.logs[1].timestamp);
    expect(running).toMatchObject({ domain: 'd-11.com', success: false, hasError: false });
  });

  it("For All adds other users' domains; lines without a domain are never a group; search filters", async () => {
    const all = (await h.get('/api/operation-domains?showAll=true')).json();
    expect(all.domains[0]).toMatchObject({ domain: 'bob.com', userInfo: { username: 'bob' } });
    expect(all.pagination.total).toBe(15);
    const found = (await h.get('/api/operation-domains?search=OK')).json();
    expect(found.domains.map((g: { domain: string }) => g.domain)).toEqual(['ok.com']);
  });

  it('operationType keeps only that kind of work: its groups and their lines (issue 31)', async () => {
    await h.publishLog({ operationType: 'ssh', actor: ANN, occurredAt: at(1), domain: '203.0.113.9', message: 'ssh install' });
    await h.publishLog({ operationType: 'cloudflare', actor: ANN, occurredAt: at(2), domain: 'ok.com', message: 'zone added' });
    await waitFor(async () => (await h.get('/api/logs?showAll=true&period=all')).json().logs.length === 19, { what: '19 lines' });
    const cf = (await h.get('/api/operation-domains?operationType=cloudflare')).json();
    expect(cf.domains.map((g: { domain: string }) => g.domain)).toEqual(['ok.com']);
    expect(cf.domains[0].logs.map((l: { message: string }) => l.message)).toEqual(['zone added']);
    expect(cf.pagination.total).toBe(1);
    const records = (await h.get('/api/operation-domains?operationType=domain-records&search=ok')).json();
    expect(records.domains[0].logs.map((l: { message: string }) => l.message)).toEqual(['Adding ok.com', 'A records set']);
    expect((await h.get('/api/operation-domains')).json().domains[0].domain).toBe('203.0.113.9');
    expect((await h.get('/api/operation-domains?operationType=telepathy')).statusCode).toBe(400);
  });

  it.each([
    ['page=0', 'page'],
    ['limit=101', 'limit'],
    ['showAll=maybe', 'showAll'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await h.get(`/api/operation-domains?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
  });
});
