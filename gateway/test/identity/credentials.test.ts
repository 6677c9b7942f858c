import { cacheKeyOf, credentialsOf, sidFromCookie } from '../../src/identity/credentials';

test('the sid cookie is found among others', () => {
  expect(sidFromCookie('theme=dark; sid=abc123; lang=ru')).toBe('abc123');
  expect(sidFromCookie('sid=abc')).toBe('abc');
  expect(sidFromCookie('sid="quoted"')).toBe('quoted');
  expect(sidFromCookie('xsid=nope; sidx=nope')).toBeNull();
  expect(sidFromCookie('sid=')).toBeNull();
  expect(sidFromCookie(undefined)).toBeNull();
  expect(sidFromCookie(`sid=${'a'.repeat(600)}`)).toBeNull();
});

test('a bearer token wins over the cookie', () => {
  expect(credentialsOf({ authorization: 'Bearer tok', cookie: 'sid=s' })).toEqual({ kind: 'token', token: 'tok' });
  expect(credentialsOf({ authorization: 'bearer  tok2 ' })).toEqual({ kind: 'token', token: 'tok2' });
  expect(credentialsOf({ authorization: 'Basic xyz', cookie: 'sid=s' })).toEqual({ kind: 'sid', sid: 's' });
  expect(credentialsOf({})).toBeNull();
});

test('a token and a session with the same text are cached apart', () => {
  expect(cacheKeyOf({ kind: 'sid', sid: 'x' })).not.toBe(cacheKeyOf({ kind: 'token', token: 'x' }));
});
