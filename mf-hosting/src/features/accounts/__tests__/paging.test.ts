import { account } from '../../../test-support/fake-backend';
import { filterAccounts, paginate, parsePerPage } from '../lib/paging';

describe('hosting paging', () => {
  it('takes whole numbers 1-1000 and resets anything else to 5', () => {
    expect(['1', '5', ' 20 ', '1000'].map(parsePerPage)).toEqual([1, 5, 20, 1000]);
    expect(['0', '1001', '2.5', '', 'abc', '-3'].map(parsePerPage)).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('clamps the page into range', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(paginate(items, 3, 5)).toEqual({ items: [10, 11], page: 3, totalPages: 3 });
    expect(paginate(items, 9, 5).page).toBe(3);
    expect(paginate([], 1, 5)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('filters by name, e-mail or endpoint, ignoring case', () => {
    const list = [account('1', 'Alpha'), account('2', 'beta', { apiEndpoint: 'https://billing.example/billmgr' })];
    expect(filterAccounts(list, 'ALP').map((a) => a.name)).toEqual(['Alpha']);
    expect(filterAccounts(list, 'billing.example').map((a) => a.name)).toEqual(['beta']);
    expect(filterAccounts(list, '  ')).toHaveLength(2);
  });
});
