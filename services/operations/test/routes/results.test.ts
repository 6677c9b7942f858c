import { waitFor } from '@dop/service-testing';
import { weakEtagOf } from '@dop/service-kit';
import { ANN, BOB, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

beforeAll(async () => {
  h = await startHarness();
  await h.start();
  for (let i = 0; i < 12; i++) {
    await h.publishResult({
      actor: ANN,
      occurredAt: at(100 - i),
      operationType: 'domain-records',
      domain: `site-${String(i).padStart(2, '0')}.com`,
      userId: ANN.userId,
      teamTag: '2333',
      statuses: { namecheap: 'Success', cloudflare: 'Inapplicable' },
    });
  }
  await h.publishResult({
    actor: BOB,
    occurredAt: at(1),
    operationType: 'hurricane-electric',
    domain: 'bob.org',
    userId: BOB.userId,
    statuses: { hurricaneElectric: 'Failed' },
    success: false,
    message: 'limit reached',
  });
  await waitFor(async () => (await h.get('/api/results?showAll=true')).json().length === 13, { what: '13 result rows' });
}, 60_000);

afterAll(() => h.close());

describe('GET /api/results', () => {
  it("without page answers a plain list of the caller's rows, newest first", async () => {
    const rows = (await h.get('/api/results')).json();
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({
      id: 'domain-records:site-11.com',
      domain: 'site-11.com',
      userId: 'u-ann',
      teamTag: '2333',
      namecheap: 'Success',
      cloudflare: 'Inapplicable',
    });
    expect(rows[0]).not.toHaveProperty('versions');
    // Registrars the operation never touched come as Inapplicable, never empty (issue 31).
    expect(rows[0]).toMatchObject({ namesilo: 'Inapplicable', porkbun: 'Inapplicable' });
    expect(rows.map((r: { domain: string }) => r.domain)).toEqual([...rows.map((r: { domain: string }) => r.domain)].sort().reverse());
  });

  it('with page answers {data, pagination}', async () => {
    const res = (await h.get('/api/results?page=2&limit=5')).json();
    expect(res.data.map((r: { domain: string }) => r.domain)).toEqual([
      'site-06.com',
      'site-05.com',
      'site-04.com',
      'site-03.com',
      'site-02.com',
    ]);
    expect(res.pagination).toEqual({ currentPage: 2, totalPages: 3, total: 12, hasPrev: true, hasNext: true });
  });

  it("For All includes other users' rows; operationType narrows; search matches part of the domain", async () => {
    const all = (await h.get('/api/results?showAll=true&page=1')).json();
    expect(all.pagination.total).toBe(13);
    expect(all.data[0]).toMatchObject({ domain: 'bob.org', hurricaneElectric: 'Failed', success: false, message: 'limit reached' });
    const he = (await h.get('/api/results?showAll=true&operationType=hurricane-electric')).json();
    expect(he.map((r: { domain: string }) => r.domain)).toEqual(['bob.org']);
    expect((await h.get('/api/results?operationType=hurricane-electric')).json()).toEqual([]);
    const found = (await h.get('/api/results?search=SITE-1&page=1')).json();
    expect(found.data.map((r: { domain: string }) => r.domain)).toEqual(['site-11.com', 'site-10.com']);
    expect((await h.get('/api/results?search=.*')).json()).toEqual([]);
  });

  it.each([
    ['limit=101', 'limit'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['showAll=1', 'showAll'],
    ['operationType=nope', 'operationType'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await h.get(`/api/results?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
  });
});

describe('ETag', () => {
  it('answers 304 with no body while nothing changed, and a new tag once something did', async () => {
    const first = await h.get('/api/results?page=1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await h.get('/api/results?page=1', ANN, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await h.publishResult({
      actor: ANN,
      operationType: 'domain-records',
      domain: 'site-00.com',
      userId: ANN.userId,
      statuses: { namecheap: 'Failed' },
    });
    const changed = await waitFor(async () => {
      const res = await h.get('/api/results?page=1', ANN, { 'if-none-match': etag });
      return res.statusCode === 200 ? res : false;
    });
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data[0]).toMatchObject({ domain: 'site-00.com', namecheap: 'Failed', cloudflare: 'Inapplicable' });
  });

  it('answers 304 to a list of tags holding the current one, to its strong form and to *; not to other tags', async () => {
    const first = await h.get('/api/results?page=1');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const strong = etag.replace(/^W\//, '');
    for (const inm of [`W/"old", ${etag}`, `${etag},W/"other"`, strong, '*']) {
      const res = await h.get('/api/results?page=1', ANN, { 'if-none-match': inm });
      expect([inm, res.statusCode, res.body]).toEqual([inm, 304, '']);
    }
    const other = await h.get('/api/results?page=1', ANN, { 'if-none-match': 'W/"a", W/"b"' });
    expect(other.statusCode).toBe(200);
  });

  it('tags an answer not served from the answer cache (@fastify/etag) the way the cache does: one form of tag', async () => {
    const res = await h.get('/api/operation-domains');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(weakEtagOf(res.body));
  });

  it('a refused request is never answered 304', async () => {
    const first = await h.get('/api/results?page=0');
    expect(first.statusCode).toBe(400);
    const again = await h.get('/api/results?page=0', ANN, { 'if-none-match': '*' });
    expect(again.statusCode).toBe(400);
  });

  it('applies to logs and operation domains too', async () => {
    for (const url of ['/api/logs', '/api/operation-domains']) {
      const first = await h.get(url);
      const again = await h.get(url, ANN, { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
  });
});
