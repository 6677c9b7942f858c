// Random secrets and how they are kept: sessions and API tokens are stored as SHA-256 of the secret
// (high-entropy, so no salt is needed); 6-digit codes are keyed with an HMAC so a database copy
// alone cannot be brute-forced back to a code.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const API_TOKEN_PREFIX = 'dop_';

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function codeDigest(key: string, scope: string, code: string): string {
  return createHmac('sha256', key).update(`${scope}\n${code}`).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
