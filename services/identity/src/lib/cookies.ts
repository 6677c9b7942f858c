// The `sid` cookie (design.md §3): httpOnly, SameSite=Lax, Secure only when the gateway says the
// browser came over TLS. Parsed by hand: one key is needed and no plugin state is worth it.
import type { IncomingHttpHeaders } from 'node:http';

export const SID_COOKIE = 'sid';

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return value.length > 0 && value.length <= 512 ? value : null;
  }
  return null;
}

export function behindTls(headers: IncomingHttpHeaders): boolean {
  const proto = headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

export function sidCookie(value: string, maxAgeMs: number, secure: boolean): string {
  const parts = [`${SID_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.floor(maxAgeMs / 1000)}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSidCookie(secure: boolean): string {
  return sidCookie('', 0, secure).replace('Max-Age=0', 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
}

/** Bearer token from the Authorization header, or null. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const auth = headers.authorization;
  if (!auth || auth.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = auth.slice(7).trim();
  return token.length > 0 && token.length <= 512 ? token : null;
}
