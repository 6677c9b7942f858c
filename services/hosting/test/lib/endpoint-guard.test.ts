import { EndpointGuard } from '../../src/lib/endpoint-guard';

const guard = new EndpointGuard('https://my.diorhost.com/billmgr', ['127.0.0.1:4567']);

describe('EndpointGuard', () => {
  it('allows the provider default and configured host:port entries', () => {
    expect(guard.check('https://my.diorhost.com/billmgr').href).toBe('https://my.diorhost.com/billmgr');
    expect(guard.check('http://127.0.0.1:4567/billmgr').port).toBe('4567');
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', /not an allowed billing host/],
    ['https://my.diorhost.com.evil.test/billmgr', /not an allowed billing host/],
    ['https://my.diorhost.com:8443/billmgr', /not an allowed billing host/],
    ['http://127.0.0.1:4568/billmgr', /not an allowed billing host/],
    ['https://user:pw@my.diorhost.com/billmgr', /credentials/],
    ['https://my.diorhost.com/billmgr?func=auth', /query/],
    ['ftp://my.diorhost.com/billmgr', /http\(s\)/],
    ['not a url', /must be a URL/],
  ])('refuses %s', (url, why) => {
    expect(() => guard.check(url)).toThrow(why);
  });
});
