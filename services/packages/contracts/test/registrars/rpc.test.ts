import { REGISTRARS_RPC, SetARecordsRequest, SetNameserversRequest, CheckPricesRequest } from '../../src/registrars';

describe('registrars rpc', () => {
  it('subjects follow <service>.rpc.<op>', () => {
    for (const subject of Object.values(REGISTRARS_RPC)) expect(subject).toMatch(/^registrars\.rpc\.[a-z-]+$/);
  });

  it('set-a-records defaults the TTL to 3600 and lower-cases the domain', () => {
    const req = SetARecordsRequest.parse({
      registrar: 'namesilo',
      accountId: 1,
      domain: 'Example.COM',
      records: [{ name: '@', content: '203.0.113.10' }],
      actor: { userId: 'u1' },
    });
    expect(req.domain).toBe('example.com');
    expect(req.records[0].ttl).toBe(3600);
  });

  it('refuses bad records, too few name servers and empty domain lists', () => {
    const base = { registrar: 'gandi', accountId: 1, domain: 'a.com', actor: { userId: null } };
    expect(SetARecordsRequest.safeParse({ ...base, records: [{ name: '@', content: '1.2.3' }] }).success).toBe(false);
    expect(SetNameserversRequest.safeParse({ ...base, nameservers: ['ns1.a.com'] }).success).toBe(false);
    expect(CheckPricesRequest.safeParse({ domains: [], actor: { userId: null } }).success).toBe(false);
  });
});
