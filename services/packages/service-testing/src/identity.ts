// Signed identity headers for app.inject(), as the gateway would send them.
import { randomUUID } from 'node:crypto';
import { signIdentity, type Identity } from '@dop/service-kit';

/** The INTERNAL_SECRET every test config uses (at least 32 characters, like production). */
export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789abcdef';

export const TEST_USER: Identity = { userId: 'u-test-1', userName: 'Test User', requestId: 'req-test' };

export function signedHeaders(user: Partial<Identity> = {}, secret = TEST_INTERNAL_SECRET): Record<string, string> {
  return signIdentity(secret, { ...TEST_USER, requestId: randomUUID(), ...user });
}
