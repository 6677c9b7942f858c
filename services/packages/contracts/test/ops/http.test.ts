import { ClearBody, LogsQuery, OperationDomainsQuery, ResultsQuery, ResultsReply, ResultsResponse } from '../../src/ops/http';

describe('LogsQuery', () => {
  it('reads query text with the panel defaults', () => {
    expect(LogsQuery.parse({})).toEqual({ showAll: false, limit: 500, period: '1week' });
    expect(LogsQuery.parse({ showAll: 'true', limit: '20', operationType: 'env_check' })).toEqual({
      showAll: true,
      limit: 20,
      period: '1week',
      operationType: 'env_check',
    });
  });

  it('rejects a limit outside 1..1000 and a non-boolean showAll', () => {
    expect(LogsQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(LogsQuery.safeParse({ limit: '1001' }).success).toBe(false);
    expect(LogsQuery.safeParse({ showAll: 'yes' }).success).toBe(false);
  });
});

describe('ResultsQuery / ResultsResponse', () => {
  it('pages 100 by default and caps the limit at 100', () => {
    expect(ResultsQuery.parse({ page: '3', search: ' a.com ' })).toEqual({ showAll: false, page: 3, limit: 100, search: 'a.com' });
    expect(ResultsQuery.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('drops undeclared fields from a result row', () => {
    const parsed = ResultsResponse.parse({
      data: [
        {
          id: 'r1',
          domain: 'a.com',
          timestamp: '2026-01-01T00:00:00.000Z',
          userId: 'u1',
          teamTag: null,
          operationType: 'billing',
          namecheap: 'Success',
          _internal: 'x',
        },
      ],
      pagination: { currentPage: 1, totalPages: 1, total: 1, hasPrev: false, hasNext: false },
    });
    expect(parsed.data[0]).not.toHaveProperty('_internal');
    expect(parsed.data[0].namecheap).toBe('Success');
  });
});

describe('LogsQuery custom period', () => {
  it('needs from or to, and from not after to', () => {
    const none = LogsQuery.safeParse({ period: 'custom' });
    expect(none.success).toBe(false);
    expect(none.error!.issues[0].path).toEqual(['from']);
    const reversed = LogsQuery.safeParse({ period: 'custom', from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(reversed.error!.issues[0].path).toEqual(['to']);
    expect(LogsQuery.parse({ period: 'custom', from: '2026-01-01T00:00:00Z' }).from).toBe('2026-01-01T00:00:00Z');
  });
});

describe('ResultsReply', () => {
  it('is a page when a page was asked for and a plain list otherwise', () => {
    expect(ResultsQuery.parse({}).page).toBeUndefined();
    expect(ResultsReply.safeParse([]).success).toBe(true);
    expect(
      ResultsReply.safeParse({ data: [], pagination: { currentPage: 1, totalPages: 0, total: 0, hasPrev: false, hasNext: false } }).success,
    ).toBe(true);
  });
});

describe('OperationDomainsQuery / ClearBody', () => {
  it('pages operation domains 10 at a time by default', () => {
    expect(OperationDomainsQuery.parse({})).toEqual({ showAll: false, page: 1, limit: 10 });
    expect(OperationDomainsQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('accepts an empty clear body or one with showAll', () => {
    expect(ClearBody.parse(undefined)).toBeUndefined();
    expect(ClearBody.parse({ showAll: true })).toEqual({ showAll: true });
    expect(ClearBody.safeParse({ showAll: 'yes' }).success).toBe(false);
  });
});
