// What a request presents to prove who it is, read in one place for the gateway and identity: a bearer
// token (automation) or the `sid` cookie (browser), plus the `sid` Set-Cookie identity sends
// (design.md §3: httpOnly, SameSite=Lax, Secure only behind TLS). Cookies go through the `cookie`
// package (1.x: CommonJS and Node 18+; 2.x needs Node 22). Values are kept as sent, neither
// percent-decoded nor encoded: sids and tokens are base64url, and a value outside the cookie
// alphabet makes `serialize` throw instead of being silently rewritten.
import type { IncomingHttpHeaders } from 'node:http';
import { parse, serialize } from 'cookie';

export type Credentials = { kind: 'token'; token: string } | { kind: 'sid'; sid: string };

export const SID_COOKIE = 'sid';
/** Longer sids and tokens are refused before any lookup. */
export const CREDENTIAL_MAX_LENGTH = 512;

const raw = (value: string): string => value;

function usable(value: string | undefined): string | null {
  return value !== undefined && value.length > 0 && value.length <= CREDENTIAL_MAX_LENGTH ? value : null;
}

/** The named cookie's value (by default `sid`), without surrounding double quotes; null when absent, empty or too long. */
export function sidFromCookieHeader(header: string | undefined, name: string = SID_COOKIE): string | null {
  if (!header) return null;
  let value = parse(header, { decode: raw })[name];
  if (value !== undefined && value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return usable(value);
}

/** The token of an `Authorization: Bearer …` header (scheme case-insensitive), or null. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const auth = headers.authorization;
  if (!auth || auth.length <= 7 || auth.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  return usable(auth.slice(7).trim());
}

/** Bearer wins over the cookie: an explicit Authorization header is the caller's stated intent. */
export function credentialsOf(headers: IncomingHttpHeaders): Credentials | null {
  const token = bearerToken(headers);
  if (token) return { kind: 'token', token };
  const sid = sidFromCookieHeader(headers.cookie);
  return sid ? { kind: 'sid', sid } : null;
}

/** The Set-Cookie value that gives the browser its session: Path=/, HttpOnly, SameSite=Lax, Max-Age, Secure behind TLS. */
export function sidSetCookie(value: string, maxAgeMs: number, secure: boolean): string {
  return serialize(SID_COOKIE, value, {
    encode: raw,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.floor(maxAgeMs / 1000),
    secure,
  });
}

/** The Set-Cookie value that ends the browser's session: empty, Max-Age=0 and an Expires in 1970. */
export function clearedSidSetCookie(secure: boolean): string {
  return serialize(SID_COOKIE, '', {
    encode: raw,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 0,
    expires: new Date(0),
    secure,
  });
}
