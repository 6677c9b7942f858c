import { account } from '../../../test-support/fake-backend';
import { filterAccounts, parsePerPage } from '../lib/paging';

describe('hosting paging', () => {
  it('takes whole numbers 1-1000 and resets anything else to 5', () => {
    expect(['1', '5', ' 20 ', '1000'].map(parsePerPage)).toEqual([1, 5, 20, 1000]);
    expect(['0', '1001', '2.5', '', 'abc', '-3'].map(parsePerPage)).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('filters by name, e-mail or endpoint, ignoring case', () => {
    const list = [account('1', 'Alpha'), account('2', 'beta', { apiEndpoint: 'https://billing.example/billmgr' })];
    expect(filterAccounts(list, 'ALP').map((a) => a.name)).toEqual(['Alpha']);
    expect(filterAccounts(list, 'billing.example').map((a) => a.name)).toEqual(['beta']);
    expect(filterAccounts(list, '  ')).toHaveLength(2);
  });
});
