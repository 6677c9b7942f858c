// Domain names as the Add New Domains dialog sends them: lower-cased, punycode, refusals quote the value.
import { BulkAddBody, DomainNameInput, Ipv4Input, normaliseDomainName, RecordsBody } from '../../src/domains';

test('names are trimmed, lower-cased, IDN-normalised; a trailing dot is dropped', () => {
  expect(normaliseDomainName('  Example.COM. ')).toBe('example.com');
  expect(normaliseDomainName('Пример.рф')).toBe('xn--e1afmkfd.xn--p1ai');
  expect(normaliseDomainName('xn--e1afmkfd.xn--p1ai')).toBe('xn--e1afmkfd.xn--p1ai');
});

test.each([
  'bad name.com',
  'a..com',
  `${'a'.repeat(296)}.com`,
  'https://example.com',
  'example.com/x',
  'user@example.com',
  'localhost',
  '-lead.com',
  'trail-.com',
])('%s is not a domain name', (value) => {
  const parsed = DomainNameInput.safeParse(value);
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0].message).toContain(value.slice(0, 50));
});

test('IPv4 addresses: four octets 0–255, the refusal quotes the value', () => {
  expect(Ipv4Input.parse(' 203.0.113.7 ')).toBe('203.0.113.7');
  for (const bad of ['256.1.1.1', '1.2.3', '01.2.3.4', '::1'])
    expect(Ipv4Input.safeParse(bad).error?.issues[0].message).toContain(`'${bad}'`);
});

test('bulk body: IP required in A-record mode, NS servers in NS mode; defaults applied', () => {
  expect(BulkAddBody.safeParse({ domains: ['a.com'] }).error?.issues[0].message).toBe('Please enter an IP address for the A record');
  expect(BulkAddBody.safeParse({ domains: ['a.com'], useNsRecords: true }).error?.issues[0].message).toBe('Please enter NS servers');
  expect(BulkAddBody.parse({ domains: ['A.com'], ipAddress: '1.2.3.4' })).toMatchObject({
    domains: ['a.com'],
    updateRecords: true,
    useCloudflare: false,
    accounts: {},
  });
});

test('records body: TTL an integer defaulting to 3600, cNameRecords always empty', () => {
  expect(RecordsBody.parse({ aRecords: [{ name: '@', content: '1.2.3.4' }] }).aRecords[0]).toMatchObject({ type: 'A', ttl: 3600 });
  expect(RecordsBody.safeParse({ aRecords: [], cNameRecords: [{}] }).success).toBe(false);
});
