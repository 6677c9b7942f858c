import { EgressPolicy, EgressRefusedError, parseAllowList, type EgressResolver } from '../../src/egress';

const resolver: EgressResolver = async (host) => {
  const table: Record<string, string[]> = {
    'public.test': ['93.184.216.34'],
    'sneaky.test': ['127.0.0.1'],
    'mixed.test': ['93.184.216.34', '10.0.0.5'],
  };
  const found = table[host];
  if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: 4 as const }));
};

describe('EgressPolicy', () => {
  const policy = new EgressPolicy({ resolver });

  it('names the address, why, and where to allow it', async () => {
    await expect(policy.resolve('0x7f.1', 80)).rejects.toThrow(
      '127.0.0.1 is a loopback address; an administrator can allow it with EGRESS_ALLOW',
    );
    await expect(policy.resolve('sneaky.test', 80)).rejects.toThrow('sneaky.test resolves to 127.0.0.1, which is a loopback address');
    await expect(policy.resolve('sneaky.test', 80)).rejects.toBeInstanceOf(EgressRefusedError);
  });

  it('refuses a name when any of its addresses is refused', async () => {
    await expect(policy.resolve('mixed.test', 443)).rejects.toThrow('10.0.0.5, which is a private (RFC 1918) address');
  });

  it('answers the first address of a public name, and says when a name does not resolve', async () => {
    expect(await policy.resolve('PUBLIC.test', 443)).toEqual({ address: '93.184.216.34', family: 4 });
    await expect(policy.resolve('nowhere.test', 443)).rejects.toThrow('nowhere.test could not be resolved');
  });

  it('lets EGRESS_ALLOW entries through: host, host:port, CIDR', async () => {
    const allowed = new EgressPolicy({ resolver, allow: parseAllowList('sneaky.test, 10.0.0.0/8, 127.0.0.1:8081') });
    expect(await allowed.resolve('sneaky.test', 1)).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await allowed.resolve('mixed.test', 443)).toMatchObject({ address: '93.184.216.34' });
    expect(await allowed.resolve('2130706433', 8081)).toMatchObject({ address: '127.0.0.1' });
    expect(await allowed.resolve('[::ffff:127.0.0.1]', 8081)).toMatchObject({ address: '::ffff:7f00:1' });
    await expect(allowed.resolve('127.0.0.1', 8082)).rejects.toThrow('loopback');
  });

  it('the ssh profile allows private ranges but not loopback or metadata', () => {
    const ssh = policy.withProfile('ssh', 'EGRESS_ALLOW or SSH_ALLOWED_HOSTS');
    expect(ssh.literalRefusal('10.0.0.7', 22)).toBeNull();
    expect(ssh.literalRefusal('192.168.1.1', 22)).toBeNull();
    expect(ssh.literalRefusal('169.254.169.254', 22)).toContain('metadata');
    expect(ssh.literalRefusal('127.0.0.1', 22)).toContain('allow it with EGRESS_ALLOW or SSH_ALLOWED_HOSTS');
    expect(policy.literalRefusal('10.0.0.7', 22)).toContain('private');
  });

  it('leaves names alone at input (they may not resolve where the product is configured)', () => {
    expect(policy.literalRefusal('pdns.internal', 443)).toBeNull();
    expect(policy.literalRefusal('a b', 443)).toContain('not a valid host');
  });
});

describe('parseAllowList', () => {
  it('refuses what is not a host, host:port or CIDR', () => {
    expect(() => parseAllowList('ok.test, http://x/')).toThrow('"http://x/" is not a host, host:port or CIDR');
    expect(() => parseAllowList('10.0.0.0/33')).toThrow('not a valid CIDR');
    expect(parseAllowList(' A.test , [::1]:99 ,, 127.0.0.1').entries).toEqual(['a.test', '[::1]:99', '127.0.0.1']);
  });
});
