import { BODY_LIMITS, bodyLimitOf, DEFAULT_BODY_LIMIT, formatBytes } from '../../src/proxy/body-limits';
import { matchRoute } from '../../src/route-table';

const MiB = 1024 * 1024;

test.each([
  ['/api/auth/login', MiB],
  ['/api/domains', MiB],
  ['/api/domains/x/records', MiB],
  ['/api/domains/bulk', 4 * MiB],
  ['/api/domains/bulk/jobs', 4 * MiB],
  ['/api/domains/bulkier', MiB],
  ['/api/domains/update-tags', 4 * MiB],
  ['/api/update-env', MiB],
])('%s takes %i bytes', (path, limit) => {
  expect(bodyLimitOf(path)).toBe(limit);
});

test('every larger limit is on a routed /api prefix, and the default is the services’ own 1 MiB', () => {
  for (const [prefix] of BODY_LIMITS) expect(matchRoute(prefix)).not.toBeNull();
  expect(DEFAULT_BODY_LIMIT).toBe(MiB);
});

test.each([
  [MiB, '1 MiB'],
  [4 * MiB, '4 MiB'],
  [512 * 1024, '512 KiB'],
  [1000, '1000 bytes'],
])('%i bytes reads %s', (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});
