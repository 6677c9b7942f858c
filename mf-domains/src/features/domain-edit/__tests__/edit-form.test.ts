import { accountLabel, EDIT_REGISTRARS, withRegistrar } from '../lib/edit-form';

describe('domain edit form (spec 1 §4, §5)', () => {
  it('offers four registrars; changing the registrar resets the account to 0', () => {
    expect(EDIT_REGISTRARS).toEqual(['namecheap', 'namesilo', 'dynadot', 'spaceship']);
    const form = { name: 'a.com', registrar: 'namesilo', accountId: 4, useCloudflare: false };
    expect(withRegistrar(form, 'dynadot')).toMatchObject({ registrar: 'dynadot', accountId: 0 });
    expect(withRegistrar(form, 'namesilo').accountId).toBe(4);
  });

  it("account picker: first 10 characters of the key + '...'", () => {
    expect(accountLabel({ id: 1, name: 'x', apiKey: 'abcdefghijklmnop' })).toBe('abcdefghij...');
    expect(accountLabel({ id: 1, name: 'x', apiKey: 'abcdefghij...' })).toBe('abcdefghij...');
  });
});
