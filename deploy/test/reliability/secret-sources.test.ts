// The e2e secrets audit's mailed-code pattern: a code logged as a value of its own is found; the same
// six digits inside a longer number or at the start of an id or hash are not (a false finding once
// failed a whole run).
import { codePattern } from '../../src/reliability/secret-sources';

test('a mailed code is found as a value of its own, not inside numbers, ids or hashes', () => {
  const re = codePattern('459159');
  for (const leak of ['{"code":"459159"}', '{"code":459159}', 'GET /verify?code=459159&x=1', "code: '459159'", 'code: 459159']) {
    expect({ leak, found: re.test(leak) }).toEqual({ leak, found: true });
  }
  for (const innocent of [
    '{"time":1795824591590}',
    '{"id":"459159ab3c2e1f0a9b8c7d6e"}',
    '{"eventId":"459159e2-0c1d-4f5e-9a8b-7c6d5e4f3a2b"}',
    '{"size":4591590}',
    'sha256=459159ffee',
  ]) {
    expect({ innocent, found: re.test(innocent) }).toEqual({ innocent, found: false });
  }
});
