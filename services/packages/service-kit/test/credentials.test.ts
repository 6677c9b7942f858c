import { bearerToken, clearedSidSetCookie, credentialsOf, sidFromCookieHeader, sidSetCookie } from '../src/credentials';

describe('credentials', () => {
  it('finds the sid cookie among others, quoted or not', () => {
    expect(sidFromCookieHeader('theme=dark; sid=abc123; lang=ru')).toBe('abc123');
    expect(sidFromCookieHeader('sid=abc')).toBe('abc');
    expect(sidFromCookieHeader('sid="quoted"')).toBe('quoted');
    expect(sidFromCookieHeader('a=1; other=xyz', 'other')).toBe('xyz');
    expect(sidFromCookieHeader('xsid=nope; sidx=nope')).toBeNull();
    expect(sidFromCookieHeader('sid=; other=x')).toBeNull();
    expect(sidFromCookieHeader('sid=""')).toBeNull();
    expect(sidFromCookieHeader('')).toBeNull();
    expect(sidFromCookieHeader(undefined)).toBeNull();
    expect(sidFromCookieHeader(`sid=${'a'.repeat(512)}`)).toBe('a'.repeat(512));
    expect(sidFromCookieHeader(`sid=${'a'.repeat(513)}`)).toBeNull();
  });

  it('keeps the first sid and the value as sent (no percent-decoding)', () => {
    expect(sidFromCookieHeader('sid=first; sid=second')).toBe('first');
    expect(sidFromCookieHeader('sid=a%20b')).toBe('a%20b');
  });

  it('reads the bearer token, scheme in any case', () => {
    expect(bearerToken({ authorization: 'Bearer dop_abc' })).toBe('dop_abc');
    expect(bearerToken({ authorization: 'bearer  dop_abc ' })).toBe('dop_abc');
    expect(bearerToken({ authorization: 'Basic xyz' })).toBeNull();
    expect(bearerToken({ authorization: 'Bearer ' })).toBeNull();
    expect(bearerToken({ authorization: `Bearer ${'t'.repeat(513)}` })).toBeNull();
    expect(bearerToken({})).toBeNull();
  });

  it('lets a bearer token win over the cookie', () => {
    expect(credentialsOf({ authorization: 'Bearer tok', cookie: 'sid=s' })).toEqual({ kind: 'token', token: 'tok' });
    expect(credentialsOf({ authorization: 'bearer  tok2 ' })).toEqual({ kind: 'token', token: 'tok2' });
    expect(credentialsOf({ authorization: 'Basic xyz', cookie: 'sid=s' })).toEqual({ kind: 'sid', sid: 's' });
    expect(credentialsOf({ authorization: 'Bearer ', cookie: 'sid=s' })).toEqual({ kind: 'sid', sid: 's' });
    expect(credentialsOf({})).toBeNull();
  });

  it('builds the sid cookie with the design attributes, Secure only behind TLS', () => {
    const attrs = (header: string) => header.split('; ').sort();
    expect(attrs(sidSetCookie('v', 30 * 86_400_000, false))).toEqual(attrs('sid=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000'));
    expect(attrs(sidSetCookie('v', 1000, true))).toEqual(attrs('sid=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=1; Secure'));
    expect(attrs(clearedSidSetCookie(false))).toEqual(
      attrs('sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'),
    );
    expect(sidSetCookie('v', 1000, true).startsWith('sid=v; ')).toBe(true);
    expect(() => sidSetCookie('a b', 1000, false)).toThrow(TypeError);
  });
});
