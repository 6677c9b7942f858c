import { waitFor } from '@dop/service-testing';
import { ANN, BOB, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
const now = Date.now();
const ago = (ms: number) => new Date(now - ms).toISOString();
const DAY = 86_400_000;

beforeAll(async () => {
  h = await startHarness();
  await h.start();
  const lines = [
    { message: 'ann today', actor: ANN, occurredAt: ago(60_000), operationType: 'billing' as const },
    { message: 'ann 3 days ago', actor: ANN, occurredAt: ago(3 * DAY), operationType: 'billing' as const },
    { message: 'ann 20 days ago', actor: ANN, occurredAt: ago(20 * DAY), operationType: 'env_check' as const },
    { message: 'ann 60 days ago', actor: ANN, occurredAt: ago(60 * DAY), operationType: 'billing' as const },
    { message: 'bob today', actor: BOB, occurredAt: ago(120_000), operationType: 'billing' as const },
  ];
  for (const l of lines) await h.publishLog({ ...l, domain: 'Example.com' });
  await waitFor(async () => (await h.get('/api/logs?period=all&showAll=true')).json().logs.length === 5, { what: '5 logs stored' });
}, 60_000);

afterAll(() => h.close());

const messages = async (query: string, user = ANN) => {
  const res = await h.get(`/api/logs?${query}`, user);
  expect(res.statusCode).toBe(200);
  return (res.json().logs as { message: string }[]).map((l) => l.message);
};

describe('GET /api/logs', () => {
  it("defaults to the caller's own lines of the last week, oldest first", async () => {
    expect(await messages('')).toEqual(['ann 3 days ago', 'ann today']);
  });

  it("For All shows every user's lines, For Me only one's own", async () => {
    expect(await messages('showAll=true')).toEqual(['ann 3 days ago', 'bob today', 'ann today']);
    expect(await messages('showAll=false', BOB)).toEqual(['bob today']);
  });

  it('filters by period: 1day, 1month, all and a custom range', async () => {
    expect(await messages('period=1day')).toEqual(['ann today']);
    expect(await messages('period=1month')).toEqual(['ann 20 days ago', 'ann 3 days ago', 'ann today']);
    expect(await messages('period=all')).toHaveLength(4);
    expect(await messages(`period=custom&from=${ago(30 * DAY)}&to=${ago(2 * DAY)}`)).toEqual(['ann 20 days ago', 'ann 3 days ago']);
    expect(await messages(`period=custom&to=${ago(50 * DAY)}`)).toEqual(['ann 60 days ago']);
  });

  it('filters by operation type and keeps the newest `limit` lines', async () => {
    expect(await messages('period=all&operationType=env_check')).toEqual(['ann 20 days ago']);
    expect(await messages('period=all&limit=2')).toEqual(['ann 3 days ago', 'ann today']);
  });

  it('returns the entry shape with the user and a lower-cased domain', async () => {
    const [entry] = (await h.get('/api/logs?period=1day')).json().logs;
    expect(entry).toMatchObject({
      message: 'ann today',
      level: 'info',
      domain: 'example.com',
      userId: 'u-ann',
      operationType: 'billing',
      user: { id: 'u-ann', username: 'ann', displayName: null, email: null },
    });
    expect(typeof entry.id).toBe('string');
    expect(new Date(entry.timestamp).getTime()).toBe(now - 60_000);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['showAll=yes', 'showAll'],
    ['period=2days', 'period'],
    ['operationType=mining', 'operationType'],
    ['period=custom', 'from'],
    ['from=yesterday&period=custom', 'from'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await h.get(`/api/logs?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("refuses a call without the gateway's signed identity", async () => {
    const res = await h.app().inject({ method: 'GET', url: '/api/logs' });
    expect(res.statusCode).toBe(401);
  });
});
