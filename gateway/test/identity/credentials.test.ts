// Parsing itself is tested in service-kit (test/credentials.test.ts); here, what the gateway relies on.
import { credentialsOf } from '@dop/service-kit/src/credentials';
import { cacheKeyOf } from '../../src/identity/identity-resolver';

test('a bearer token wins over the cookie', () => {
  expect(credentialsOf({ authorization: 'Bearer tok', cookie: 'sid=s' })).toEqual({ kind: 'token', token: 'tok' });
  expect(credentialsOf({ authorization: 'Basic xyz', cookie: 'theme=dark; sid="s"' })).toEqual({ kind: 'sid', sid: 's' });
  expect(credentialsOf({ cookie: `sid=${'a'.repeat(600)}` })).toBeNull();
  expect(credentialsOf({})).toBeNull();
});

test('a token and a session with the same text are cached apart', () => {
  expect(cacheKeyOf({ kind: 'sid', sid: 'x' })).not.toBe(cacheKeyOf({ kind: 'token', token: 'x' }));
});
