import { importZone } from '../../../src/lib/io/bind-import';
import { zoneLines } from '../../../src/lib/io/zone-lines';

const ZONE = `$ORIGIN example.com.
$TTL 3600
@ IN SOA ns1.example.com. admin.example.com. (
  2024010101 ; serial
  3600 900 604800 86400 )
@ IN A 192.0.2.1 ; the apex
www 300 IN A 192.0.2.2
mail IN MX 10 mail.example.com.
txt IN TXT "a ; not a comment"
`;

test('logical records keep the number of the line they start on; comments go, parentheses join', () => {
  expect(zoneLines(ZONE).map((l) => l.line)).toEqual([1, 2, 3, 6, 7, 8, 9]);
  expect(zoneLines(ZONE)[2].text).toMatch(/SOA .* 2024010101\s+3600 900 604800 86400/);
  expect(zoneLines(ZONE)[6].text).toBe('txt IN TXT "a ; not a comment"');
});

test('A records of the zone are imported; other types are skipped with their lines', async () => {
  const read = await importZone('example.com', ZONE);
  expect(read.problems).toEqual([]);
  expect(read.records).toEqual([
    { name: '@', content: '192.0.2.1', ttl: 3600 },
    { name: 'www', content: '192.0.2.2', ttl: 300 },
  ]);
  expect(read.skipped).toEqual([
    { line: 3, type: 'SOA', name: '@' },
    { line: 8, type: 'MX', name: 'mail' },
    { line: 9, type: 'TXT', name: 'txt' },
  ]);
});

test('bad lines are named by number with the reason', async () => {
  const bad = `$ORIGIN example.com.
bad line here
x IN A 999.1.1.1
y 5 IN A 192.0.2.9
other.org. IN A 192.0.2.10
$INCLUDE other.zone
`;
  const read = await importZone('example.com', bad);
  expect(read.problems).toEqual([
    { line: 2, reason: 'not a DNS record (unknown type LINE)' },
    { line: 3, reason: '999.1.1.1 is not an IPv4 address' },
    { line: 4, reason: 'TTL 5 is outside 60–604800 seconds' },
    { line: 5, reason: 'other.org is outside example.com' },
    { line: 6, reason: '$INCLUDE is not supported' },
  ]);
  expect((await importZone('example.com', '; nothing\n')).problems).toEqual([
    { line: 0, reason: 'no A record of example.com in the file' },
  ]);
});
