import { groupFlags, groupStatus } from '../../src/lib/log-status';
import { pageInfo, resultsPagination } from '../../src/lib/pagination';
import { periodRange, timestampCondition } from '../../src/lib/period';
import { domainSearch, ownerFilter } from '../../src/lib/scope';
import { matches } from '../../src/plugins/etag';

const now = new Date('2026-03-31T12:00:00.000Z');

describe('periodRange', () => {
  it('turns the named periods into a start relative to now', () => {
    expect(periodRange({ period: '1day' }, now).from?.toISOString()).toBe('2026-03-30T12:00:00.000Z');
    expect(periodRange({ period: '1week' }, now).from?.toISOString()).toBe('2026-03-24T12:00:00.000Z');
    expect(periodRange({ period: '1month' }, now).from?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(periodRange({ period: 'all' }, now)).toEqual({});
  });

  it('uses the given bounds for custom and builds the Mongo condition', () => {
    const range = periodRange({ period: 'custom', from: '2026-01-01T00:00:00Z' }, now);
    expect(timestampCondition(range)).toEqual({ $gte: new Date('2026-01-01T00:00:00Z') });
    expect(timestampCondition({})).toBeUndefined();
  });
});

describe('log group status (spec 2 §4.2)', () => {
  it('is Успешно on a success marker, Ошибка on an error marker, else Выполняется', () => {
    expect(groupStatus(groupFlags([{ message: 'x' }, { message: 'done', level: 'success' }]))).toBe('Успешно');
    expect(groupStatus(groupFlags([{ message: 'Домен добавлен успешно' }]))).toBe('Успешно');
    expect(groupStatus(groupFlags([{ message: 'NS update failed' }]))).toBe('Ошибка');
    expect(groupStatus(groupFlags([{ message: 'Ошибка сети' }]))).toBe('Ошибка');
    expect(groupStatus(groupFlags([{ message: 'Adding records' }]))).toBe('Выполняется');
    expect(groupFlags([{ message: 'error words but a success line', level: 'success' }])).toEqual({ success: true, hasError: false });
  });
});

describe('paging, scope and search', () => {
  it('computes both pagination forms', () => {
    expect(pageInfo(1, 10, 0)).toEqual({ page: 1, totalPages: 0, total: 0, hasPrev: false, hasNext: false });
    expect(resultsPagination(3, 10, 25)).toEqual({ currentPage: 3, totalPages: 3, total: 25, hasPrev: true, hasNext: false });
  });

  it('narrows to the caller unless showAll, and searches literally', () => {
    expect(ownerFilter('u1', false)).toEqual({ userId: 'u1' });
    expect(ownerFilter('u1', true)).toEqual({});
    expect(domainSearch('  A.COM ')?.test('xa.com')).toBe(true);
    expect(domainSearch('a.com')?.test('abcom')).toBe(false);
    expect(domainSearch('  ')).toBeUndefined();
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matches('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matches('"b"', 'W/"b"')).toBe(true);
    expect(matches('*', 'W/"b"')).toBe(true);
    expect(matches(undefined, 'W/"b"')).toBe(false);
    expect(matches('W/"c"', 'W/"b"')).toBe(false);
  });
});
