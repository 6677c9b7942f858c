// NATS request/reply of the identity service used by the gateway to resolve a caller.
import { z } from 'zod';

export const IDENTITY_SUBJECTS = {
  /** Request: SessionResolveRequest; reply: SessionResolveReply. */
  sessionResolve: 'identity.session.resolve',
} as const;

/** Exactly one of sid (session cookie) or token (personal API token from `Authorization: Bearer`). */
export const SessionResolveRequest = z.union([
  z.object({ sid: z.string().min(1).max(512) }).strict(),
  z.object({ token: z.string().min(1).max(512) }).strict(),
]);
export type SessionResolveRequest = z.infer<typeof SessionResolveRequest>;

export const ResolvedUser = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable().optional(),
});
export type ResolvedUser = z.infer<typeof ResolvedUser>;

export const SessionResolveReply = z.object({ user: ResolvedUser.nullable() });
export type SessionResolveReply = z.infer<typeof SessionResolveReply>;
