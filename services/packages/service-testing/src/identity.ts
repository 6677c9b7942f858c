// Signed identity headers for app.inject(), as the gateway would send them, for a member of a given
// role and status. The default caller is an active owner with a fresh step-up, so suites about
// something other than access control test their subject, not the role table; suites about the
// table pass the member they mean (`signedHeaders({ role: 'viewer' })`, `asMember('operator')`).
import { randomUUID } from 'node:crypto';
import { STEP_UP_WINDOW_MS, type MemberStatus, type Role } from '@dop/contracts/access';
import { signIdentity, type Identity } from '@dop/service-kit';

/** The INTERNAL_SECRET every test config uses (at least 32 characters, like production). */
export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789abcdef';

export const TEST_USER: Omit<Identity, 'stepUpUntil'> = {
  userId: 'u-test-1',
  userName: 'Test User',
  requestId: 'req-test',
  role: 'owner',
  status: 'active',
};

export interface SignedCaller extends Partial<Identity> {
  /** false: no step-up (stepUpUntil 0); default true: stepped up for the next 15 minutes. */
  steppedUp?: boolean;
}

export function signedHeaders(user: SignedCaller = {}, secret = TEST_INTERNAL_SECRET): Record<string, string> {
  const { steppedUp = true, ...rest } = user;
  const stepUpUntil = steppedUp ? Date.now() + STEP_UP_WINDOW_MS : 0;
  return signIdentity(secret, { ...TEST_USER, requestId: randomUUID(), stepUpUntil, ...rest });
}

/** Headers of a member with this role and status (active by default), stepped up unless told not to. */
export function asMember(role: Role, opts: { status?: MemberStatus; steppedUp?: boolean; userId?: string } = {}): Record<string, string> {
  return signedHeaders({
    role,
    status: opts.status ?? 'active',
    steppedUp: opts.steppedUp,
    ...(opts.userId ? { userId: opts.userId } : {}),
  });
}
