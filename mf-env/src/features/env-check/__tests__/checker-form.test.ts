import { DEFAULT_ROWS, NO_DOMAIN, NO_VARIABLE, validateCheck, variablesToCheck } from '../lib/checker-form';

describe('checker form', () => {
  it('sends only enabled rows with a name and an expected value', () => {
    const rows = [
      { id: 1, enabled: true, variable: ' A ', expectedValue: ' 1 ' },
      { id: 2, enabled: false, variable: 'B', expectedValue: '2' },
      { id: 3, enabled: true, variable: 'C', expectedValue: '  ' },
    ];
    expect(variablesToCheck(rows)).toEqual([{ variable: 'A', expectedValue: '1' }]);
  });

  it('needs domains and at least one usable variable', () => {
    expect(validateCheck([], DEFAULT_ROWS)).toBe(NO_DOMAIN);
    expect(validateCheck(['a.com'], DEFAULT_ROWS)).toBe(NO_VARIABLE);
    expect(validateCheck(['a.com'], [{ ...DEFAULT_ROWS[0], expectedValue: 'true' }])).toBeNull();
  });
});
