// Issue 31: the list's query (sort, filters, page size) and the page size remembered per user.
import { listQuery, nextSort, NO_FILTERS } from '../lib/list-params';
import { DEFAULT_PAGE_SIZE, pageSizeKey, readPageSize, storePageSize } from '../lib/page-size';

const base = { showAll: true, search: '', page: 1, pageSize: 10, sort: null, order: 'asc' as const, filters: NO_FILTERS };

describe('list query', () => {
  it('asks for the page, the size and only the filters that are set', () => {
    expect(listQuery(base)).toBe('showAll=true&page=1&limit=10');
    const q = listQuery({
      ...base,
      page: 3,
      pageSize: 500,
      search: ' shop ',
      sort: 'registrar',
      order: 'desc',
      filters: { registrar: 'namesilo', accountId: '', teamTag: ' 2595 ', status: 'none', health: 'ns-drift' },
    });
    expect(q).toBe(
      'showAll=true&page=3&limit=500&search=shop&sort=registrar&order=desc&registrar=namesilo&teamTag=2595&status=none&health=ns-drift',
    );
  });

  it('cycles a column through ascending, descending and the spec order', () => {
    const a = nextSort({ sort: null, order: 'asc' }, 'name');
    const b = nextSort(a, 'name');
    expect([a, b, nextSort(b, 'name'), nextSort(b, 'teamTag')]).toEqual([
      { sort: 'name', order: 'asc' },
      { sort: 'name', order: 'desc' },
      { sort: null, order: 'asc' },
      { sort: 'teamTag', order: 'asc' },
    ]);
  });
});

describe('page size', () => {
  beforeEach(() => localStorage.clear());

  it('is 10 unless this user chose 50, 100 or 500', () => {
    expect(readPageSize('u1')).toBe(DEFAULT_PAGE_SIZE);
    storePageSize('u1', 500);
    expect([readPageSize('u1'), readPageSize('u2')]).toEqual([500, 10]);
    storePageSize('u1', 7);
    expect(readPageSize('u1')).toBe(500);
    localStorage.setItem(pageSizeKey('u2'), 'lots');
    expect(readPageSize('u2')).toBe(10);
  });
});
