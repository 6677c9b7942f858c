// identity → every gateway, on core NATS (each gateway must hear each one; none is stored): a cached
// identity changed or ended. Sent on sign-out, token revocation, step-up, a member's role or status
// change. A gateway drops what it cached for it; one that lost NATS drops its whole cache on reconnect.
import { z } from 'zod';

export const ACCESS_SUBJECTS = {
  /** Payload: AccessChanged. */
  changed: 'identity.access.changed',
} as const;

const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const AccessChanged = z
  .object({
    /** A session (SHA-256 of its sid) ended or was stepped up. */
    sidHash: Sha256Hex.optional(),
    /** A personal token (SHA-256 of its secret) was revoked. */
    tokenHash: Sha256Hex.optional(),
    /** Every credential of this member: role or status changed, or the member was removed. */
    userId: z.string().optional(),
    reason: z.enum(['sign-out', 'token-revoked', 'step-up', 'role-changed', 'status-changed', 'removed', 'password-changed']),
  })
  .refine((v) => v.sidHash !== undefined || v.tokenHash !== undefined || v.userId !== undefined, 'names nothing to drop');
export type AccessChanged = z.infer<typeof AccessChanged>;
