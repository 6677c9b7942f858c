import { changesSearch, isFiltered, NO_FILTER, totalPages } from '../lib/changes-filter';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');

describe('change log filters (issue 30)', () => {
  it('page and limit always; the filters only when set, the domain trimmed and lower-cased', () => {
    expect(changesSearch({ filter: NO_FILTER, page: 2, limit: 10 }, NOW)).toBe('page=2&limit=10');
    const q = new URLSearchParams(
      changesSearch(
        { filter: { domain: ' Example.COM ', status: 'failed', provider: 'cloudflare', period: 'all' }, page: 1, limit: 5 },
        NOW,
      ),
    );
    expect(Object.fromEntries(q)).toEqual({ page: '1', limit: '5', domain: 'example.com', status: 'failed', provider: 'cloudflare' });
  });

  it('a period becomes `from`, counted back from the moment of the request', () => {
    const from = (period: 'all' | '1day' | '1week' | '1month') =>
      new URLSearchParams(changesSearch({ filter: { ...NO_FILTER, period }, page: 1, limit: 10 }, NOW)).get('from');
    expect(from('1day')).toBe('2025-03-09T12:00:00.000Z');
    expect(from('1week')).toBe('2025-03-03T12:00:00.000Z');
    expect(from('1month')).toBe('2025-02-08T12:00:00.000Z');
    expect(from('all')).toBeNull();
  });

  it('knows when a filter is set, and counts pages (at least one)', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, domain: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTER, period: '1day' })).toBe(true);
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(21, 10)).toBe(3);
  });
});
