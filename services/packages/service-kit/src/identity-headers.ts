// Signed identity headers: the gateway vouches for the caller, services verify.
// Services refuse unsigned calls, so reaching one directly (bypassing the gateway) gets 401.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MemberStatus, Role } from '@dop/contracts/access';

export const IDENTITY_HEADERS = {
  userId: 'x-user-id',
  userName: 'x-user-name',
  requestId: 'x-request-id',
  role: 'x-user-role',
  status: 'x-user-status',
  /** Epoch ms until which the caller's session is stepped up (0: not stepped up). */
  stepUpUntil: 'x-user-step-up-until',
  timestamp: 'x-identity-ts',
  signature: 'x-identity-sig',
} as const;

/** How long a signature stays valid; covers clock skew between processes on one host or cluster. */
export const SIGNATURE_MAX_AGE_MS = 60_000;

export interface Identity {
  userId: string;
  userName: string;
  requestId: string;
  /** The member's role, already capped by a token's scope. */
  role: Role;
  status: MemberStatus;
  /** Epoch ms until which the session counts as stepped up; 0 when it is not (tokens never are). */
  stepUpUntil: number;
}

/** HMAC-SHA256 of `message` under `secret` (both UTF-8), as lower-case hex. */
export function signPayload(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

function payload(id: Identity, ts: string): string {
  return `${ts}\n${id.userId}\n${id.userName}\n${id.requestId}\n${id.role}\n${id.status}\n${id.stepUpUntil}`;
}

/** Headers the gateway adds to a proxied request. userName is URI-encoded (headers are latin1). */
export function signIdentity(secret: string, id: Identity, now = Date.now()): Record<string, string> {
  const ts = String(now);
  return {
    [IDENTITY_HEADERS.userId]: id.userId,
    [IDENTITY_HEADERS.userName]: encodeURIComponent(id.userName),
    [IDENTITY_HEADERS.requestId]: id.requestId,
    [IDENTITY_HEADERS.role]: id.role,
    [IDENTITY_HEADERS.status]: id.status,
    [IDENTITY_HEADERS.stepUpUntil]: String(id.stepUpUntil),
    [IDENTITY_HEADERS.timestamp]: ts,
    [IDENTITY_HEADERS.signature]: signPayload(secret, payload(id, ts)),
  };
}

type HeaderBag = Record<string, string | string[] | undefined>;

function one(headers: HeaderBag, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Returns the identity when the signature is valid and fresh, otherwise null. */
export function verifyIdentity(secret: string, headers: HeaderBag, now = Date.now()): Identity | null {
  const userId = one(headers, IDENTITY_HEADERS.userId);
  const rawName = one(headers, IDENTITY_HEADERS.userName) ?? '';
  const requestId = one(headers, IDENTITY_HEADERS.requestId) ?? '';
  const ts = one(headers, IDENTITY_HEADERS.timestamp);
  const sig = one(headers, IDENTITY_HEADERS.signature);
  const role = Role.safeParse(one(headers, IDENTITY_HEADERS.role));
  const status = MemberStatus.safeParse(one(headers, IDENTITY_HEADERS.status));
  const stepUpRaw = one(headers, IDENTITY_HEADERS.stepUpUntil) ?? '';
  const stepUpUntil = /^\d{1,15}$/.test(stepUpRaw) ? Number(stepUpRaw) : NaN;
  if (!userId || !ts || !sig || !role.success || !status.success || Number.isNaN(stepUpUntil)) return null;
  const tsNum = Number(ts);
  if (!Number.isFinite(tsNum) || Math.abs(now - tsNum) > SIGNATURE_MAX_AGE_MS) return null;
  let userName: string;
  try {
    userName = decodeURIComponent(rawName);
  } catch {
    return null;
  }
  const id: Identity = { userId, userName, requestId, role: role.data, status: status.data, stepUpUntil };
  const expected = Buffer.from(signPayload(secret, payload(id, ts)), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id;
}
