// NATS request/reply of the identity service used by the gateway to resolve a caller.
import { z } from 'zod';
import { MemberStatus, Role } from '../access/roles';

export const IDENTITY_SUBJECTS = {
  /** Request: SessionResolveRequest; reply: SessionResolveReply. */
  sessionResolve: 'identity.session.resolve',
} as const;

const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'expected a lower-case hex SHA-256');

/**
 * Exactly one of the SHA-256 (hex) of the session cookie's sid or of a personal API token from
 * `Authorization: Bearer`. Only the hash travels: NATS messages carry no secret (design.md §4), and
 * identity stores sessions and tokens by the same hash.
 */
export const SessionResolveRequest = z.union([z.object({ sidHash: Sha256Hex }).strict(), z.object({ tokenHash: Sha256Hex }).strict()]);
export type SessionResolveRequest = z.infer<typeof SessionResolveRequest>;

export const ResolvedUser = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable().optional(),
  /** The member's role, capped by the token's scope for a bearer token. */
  role: Role,
  status: MemberStatus,
  /** Epoch ms until which this session is stepped up; 0 when it is not (tokens never are). */
  stepUpUntil: z.number().int().min(0),
});
export type ResolvedUser = z.infer<typeof ResolvedUser>;

export const SessionResolveReply = z.object({ user: ResolvedUser.nullable() });
export type SessionResolveReply = z.infer<typeof SessionResolveReply>;
