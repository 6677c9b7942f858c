import { accountCreateBody, accountUpdateBody, AccountIdParams, AccountParams, isValidProxy } from '../../src/registrars';

const paths = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  [...new Set((r.error?.issues ?? []).map((i) => i.path.join('.')))].sort();

describe('account bodies', () => {
  it('require each registrar’s fields of spec 1 §5', () => {
    expect(paths(accountCreateBody('namecheap').safeParse({}))).toEqual(['apiKey', 'apiUser', 'clientIp', 'proxy', 'username']);
    expect(paths(accountCreateBody('namesilo').safeParse({ proxy: '' }))).toEqual(['apiKey', 'name']);
    expect(paths(accountCreateBody('dynadot').safeParse({ name: 'x' }))).toEqual(['apiKey', 'proxy']);
    expect(paths(accountCreateBody('spaceship').safeParse({}))).toEqual(['apiKey', 'apiSecret', 'name', 'proxy']);
    expect(paths(accountCreateBody('porkbun').safeParse({}))).toEqual(['apiKey', 'name', 'proxy', 'secretKey']);
    expect(paths(accountCreateBody('gandi').safeParse({ name: 'g', apiToken: 't' }))).toEqual(
      [
        'contactCity',
        'contactCountry',
        'contactEmail',
        'contactFamily',
        'contactGiven',
        'contactPhone',
        'contactStreetaddr',
        'contactZip',
      ].sort(),
    );
  });

  it('accept a complete account and refuse another registrar’s field', () => {
    const ok = accountCreateBody('namesilo').safeParse({ name: 'main', apiKey: 'k'.repeat(24) });
    expect(ok.success).toBe(true);
    const foreign = accountCreateBody('namesilo').safeParse({ name: 'main', apiKey: 'k', apiSecret: 's' });
    expect(foreign.success).toBe(false);
    expect(JSON.stringify(foreign.error?.issues)).toContain('apiSecret');
  });

  it('refuse wrong types, 10 kB strings and a bad proxy naming the field', () => {
    const body = accountUpdateBody('porkbun');
    expect(paths(body.safeParse({ name: 5 }))).toEqual(['name']);
    expect(paths(body.safeParse({ apiKey: 'x'.repeat(10_240) }))).toEqual(['apiKey']);
    expect(paths(body.safeParse({ proxy: 'not a proxy' }))).toEqual(['proxy']);
  });

  it('check proxies, ip, phone and country formats', () => {
    expect(isValidProxy('10.0.0.1:3128')).toBe(true);
    expect(isValidProxy('http://user:p%40ss@proxy.example.com:8080')).toBe(true);
    expect(isValidProxy('proxy.example.com')).toBe(false);
    expect(isValidProxy('host:70000')).toBe(false);
    const nc = accountUpdateBody('namecheap');
    expect(paths(nc.safeParse({ clientIp: '300.1.1.1', contactPhone: '12345', contactCountry: 'USA' }))).toEqual([
      'clientIp',
      'contactCountry',
      'contactPhone',
    ]);
  });

  it('parse path params: unknown registrar and non-numeric ids are refused', () => {
    expect(AccountParams.safeParse({ registrar: 'godaddy' }).success).toBe(false);
    expect(AccountIdParams.parse({ registrar: 'gandi', id: '7' })).toEqual({ registrar: 'gandi', id: 7 });
    expect(AccountIdParams.safeParse({ registrar: 'gandi', id: 'abc' }).success).toBe(false);
  });
});
