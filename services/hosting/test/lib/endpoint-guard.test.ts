import { EgressPolicy, parseAllowList } from '@dop/service-kit';
import { EndpointGuard } from '../../src/lib/endpoint-guard';

const guard = new EndpointGuard('https://my.diorhost.com/billmgr', new EgressPolicy({ allow: parseAllowList('127.0.0.1:4567') }));

describe('EndpointGuard', () => {
  it('allows the provider default and EGRESS_ALLOW host:port entries (plain http only for those)', () => {
    expect(guard.check('https://my.diorhost.com/billmgr').href).toBe('https://my.diorhost.com/billmgr');
    expect(guard.check('http://127.0.0.1:4567/billmgr').port).toBe('4567');
  });

  it.each([
    ['https://169.254.169.254/latest/meta-data', /169\.254\.169\.254 is the cloud metadata address/],
    ['https://0x7f.1/billmgr', /127\.0\.0\.1 is a loopback address/],
    ['https://my.diorhost.com.evil.test/billmgr', /not an allowed billing host/],
    ['https://my.diorhost.com:8443/billmgr', /not an allowed billing host/],
    ['http://127.0.0.1:4568/billmgr', /must use https:\/\//],
    ['http://my.diorhost.com/billmgr', /must use https:\/\//],
    ['https://user:pw@my.diorhost.com/billmgr', /user name or password/],
    ['https://my.diorhost.com/billmgr#', /fragment/],
    ['https://my.diorhost.com/billmgr?func=auth', /query/],
    ['ftp://my.diorhost.com/billmgr', /http\(s\)/],
    ['not a url', /must be a URL/],
  ])('refuses %s', (url, why) => {
    expect(() => guard.check(url)).toThrow(why);
  });
});
