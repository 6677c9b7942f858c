import { verifyIdentity } from '@dop/service-kit';
import { asMember, signedHeaders, TEST_INTERNAL_SECRET, TEST_USER } from '../src/identity';

describe('signedHeaders', () => {
  it('produces headers the service kit accepts with the test secret: an active owner, stepped up', () => {
    const before = Date.now();
    const headers = signedHeaders({ userId: 'u-42', userName: 'Анна' });
    const id = verifyIdentity(TEST_INTERNAL_SECRET, headers);
    expect(id).toEqual({
      userId: 'u-42',
      userName: 'Анна',
      requestId: headers['x-request-id'],
      role: 'owner',
      status: 'active',
      stepUpUntil: expect.any(Number),
    });
    // A fresh step-up: the 15-minute window from now.
    expect(id!.stepUpUntil).toBeGreaterThanOrEqual(before + 15 * 60_000);
  });

  it('defaults to the test user and rejects another secret', () => {
    const headers = signedHeaders();
    expect(verifyIdentity(TEST_INTERNAL_SECRET, headers)?.userId).toBe(TEST_USER.userId);
    expect(verifyIdentity('another-secret-another-secret-xx', headers)).toBeNull();
  });

  it('signs the member asked for: role, status, and no step-up when told', () => {
    const id = verifyIdentity(TEST_INTERNAL_SECRET, asMember('viewer', { status: 'pending', steppedUp: false }));
    expect(id).toMatchObject({ role: 'viewer', status: 'pending', stepUpUntil: 0 });
  });
});
