// isToken / isFieldValue: the loops agree with the RFC 9110 character classes written as regular
// expressions, on any string (fast-check) and on every single character up to U+0100.
import fc from 'fast-check';
import { isFieldValue, isToken } from '../../../src/proxy/upstream-http/http-chars';

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

test('every character up to U+0100, alone and inside a valid string', () => {
  for (let c = 0; c <= 0x100; c++) {
    const ch = String.fromCharCode(c);
    expect([c, isToken(ch)]).toEqual([c, TOKEN.test(ch)]);
    expect([c, isToken(`ab${ch}cd`)]).toEqual([c, TOKEN.test(`ab${ch}cd`)]);
    expect([c, isFieldValue(`ab${ch}cd`)]).toEqual([c, FIELD_VALUE.test(`ab${ch}cd`)]);
  }
});

test('the empty string is no token but is a field value', () => {
  expect(isToken('')).toBe(false);
  expect(isFieldValue('')).toBe(true);
});

test('random strings: the same verdict as the regular expressions', () => {
  const text = fc.string({ unit: fc.integer({ min: 0, max: 0x17f }).map((c) => String.fromCharCode(c)), maxLength: 40 });
  fc.assert(
    fc.property(text, (s) => {
      expect(isToken(s)).toBe(TOKEN.test(s));
      expect(isFieldValue(s)).toBe(FIELD_VALUE.test(s));
    }),
    { numRuns: 2000 },
  );
});
