// What a request presents to prove who it is: a bearer token (automation) or the `sid` cookie (browser).
import type { IncomingHttpHeaders } from 'node:http';

export type Credentials = { kind: 'token'; token: string } | { kind: 'sid'; sid: string };

const MAX_LEN = 512;

/** The sid cookie's value, or null. Parsed by hand: this runs on every request and needs one key. */
export function sidFromCookie(cookie: string | undefined): string | null {
  if (!cookie) return null;
  let at = 0;
  while (at < cookie.length) {
    let end = cookie.indexOf(';', at);
    if (end === -1) end = cookie.length;
    const eq = cookie.indexOf('=', at);
    if (eq !== -1 && eq < end && cookie.slice(at, eq).trim() === 'sid') {
      let value = cookie.slice(eq + 1, end).trim();
      if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
      return value.length > 0 && value.length <= MAX_LEN ? value : null;
    }
    at = end + 1;
  }
  return null;
}

/** Bearer wins over the cookie: an explicit Authorization header is the caller's stated intent. */
export function credentialsOf(headers: IncomingHttpHeaders): Credentials | null {
  const auth = headers.authorization;
  if (auth && auth.length > 7 && auth.slice(0, 7).toLowerCase() === 'bearer ') {
    const token = auth.slice(7).trim();
    if (token.length > 0 && token.length <= MAX_LEN) return { kind: 'token', token };
  }
  const sid = sidFromCookie(headers.cookie);
  return sid ? { kind: 'sid', sid } : null;
}

export function cacheKeyOf(c: Credentials): string {
  return c.kind === 'sid' ? `s:${c.sid}` : `t:${c.token}`;
}
