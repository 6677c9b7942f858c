import { apiUrlProblem, assertInput, EgressPolicy, parseAllowList, proxyProblem } from '../../src/egress';

const policy = new EgressPolicy({ allow: parseAllowList('127.0.0.1:8081,pdns.lan') });

describe('apiUrlProblem', () => {
  it('accepts https names and allowed http hosts', () => {
    expect(apiUrlProblem('https://pdns.example.org/', policy)).toBeNull();
    expect(apiUrlProblem('http://127.0.0.1:8081', policy)).toBeNull();
    expect(apiUrlProblem('http://pdns.lan:8081/', policy)).toBeNull();
  });
  it.each([
    ['http://127.0.0.1:9/anything#', 'fragment'],
    ['http://127.0.0.1:8081/anything?x=', 'query'],
    ['https://u:p@pdns.example.org/', 'user name or password'],
    ['http://pdns.example.org/', 'must use https://'],
    ['https://0x7f.1/', '127.0.0.1 is a loopback address'],
    ['https://[::ffff:169.254.169.254]/', 'metadata'],
    ['ftp://pdns.example.org/', 'http(s)'],
    ['not a url', 'must be a URL'],
  ])('%s: %s', (url, problem) => expect(apiUrlProblem(url, policy)).toContain(problem));
});

describe('proxyProblem', () => {
  it('keeps the user:pass@host:port form and refuses literal internal addresses', () => {
    expect(proxyProblem('user:pass@proxy.example.org:3128', policy)).toBeNull();
    expect(proxyProblem('http://proxy.example.org:3128', policy)).toBeNull();
    expect(proxyProblem('u:p@2130706433:3128', policy)).toContain('127.0.0.1 is a loopback address');
    expect(proxyProblem('socks5://proxy.example.org:1080', policy)).toContain('http(s) proxy');
    expect(proxyProblem('u:p@', policy)).toContain('host:port');
  });
});

it('assertInput answers 400 naming the field', () => {
  expect(() => assertInput('apiUrl', 'must not contain a fragment (#)')).toThrow(
    expect.objectContaining({ statusCode: 400, message: 'apiUrl must not contain a fragment (#)' }),
  );
  expect(() => assertInput('apiUrl', null)).not.toThrow();
});
