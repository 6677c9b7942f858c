import { verifyIdentity } from '@dop/service-kit';
import { signedHeaders, TEST_INTERNAL_SECRET, TEST_USER } from '../src/identity';

describe('signedHeaders', () => {
  it('produces headers the service kit accepts with the test secret', () => {
    const headers = signedHeaders({ userId: 'u-42', userName: 'Анна' });
    const id = verifyIdentity(TEST_INTERNAL_SECRET, headers);
    expect(id).toEqual({ userId: 'u-42', userName: 'Анна', requestId: headers['x-request-id'] });
  });

  it('defaults to the test user and rejects another secret', () => {
    const headers = signedHeaders();
    expect(verifyIdentity(TEST_INTERNAL_SECRET, headers)?.userId).toBe(TEST_USER.userId);
    expect(verifyIdentity('another-secret-another-secret-xx', headers)).toBeNull();
  });
});
