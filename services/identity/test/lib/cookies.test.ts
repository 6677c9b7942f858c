import { bearerToken, behindTls, clearedSidCookie, readCookie, sidCookie } from '../../src/lib/cookies';

describe('cookies', () => {
  it('reads one cookie among others, quoted or not', () => {
    expect(readCookie('a=1; sid=abc; b=2', 'sid')).toBe('abc');
    expect(readCookie('sid="q"', 'sid')).toBe('q');
    expect(readCookie('xsid=1; sidx=2', 'sid')).toBeNull();
    expect(readCookie(undefined, 'sid')).toBeNull();
    expect(readCookie(`sid=${'a'.repeat(600)}`, 'sid')).toBeNull();
  });

  it('builds the sid cookie with the design attributes, Secure only behind TLS', () => {
    expect(sidCookie('v', 30 * 86_400_000, false)).toBe('sid=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000');
    expect(sidCookie('v', 1000, true)).toBe('sid=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=1; Secure');
    expect(clearedSidCookie(false)).toBe('sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('reads x-forwarded-proto and the bearer token', () => {
    expect(behindTls({ 'x-forwarded-proto': 'https' })).toBe(true);
    expect(behindTls({ 'x-forwarded-proto': 'https,http' })).toBe(true);
    expect(behindTls({ 'x-forwarded-proto': 'http' })).toBe(false);
    expect(behindTls({})).toBe(false);
    expect(bearerToken({ authorization: 'Bearer dop_abc' })).toBe('dop_abc');
    expect(bearerToken({ authorization: 'bearer  dop_abc ' })).toBe('dop_abc');
    expect(bearerToken({ authorization: 'Basic xyz' })).toBeNull();
  });
});
