import { isPublicAddress } from '../../src/lib/public-address';
import { createSiteResolver, RefusedAddressError } from '../../src/lib/resolve-site';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, metadata, CGNAT and mapped forms', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      'nonsense',
    ]) {
      expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
    }
  });

  it('lets public addresses through', () => {
    for (const ip of ['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:1.1.1.1'])
      expect([ip, isPublicAddress(ip)]).toEqual([ip, true]);
  });
});

describe('createSiteResolver', () => {
  const hosts = new Map([
    ['site.test', '127.0.0.1'],
    ['pub.test', '93.184.216.34'],
  ]);

  it('refuses a name resolving to loopback through DNS (localhost) and an IP literal', async () => {
    const resolve = createSiteResolver({ allowed: [], hosts });
    await expect(resolve('localhost')).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(resolve('169.254.169.254')).rejects.toThrow(
      '169.254.169.254 resolves to 169.254.169.254, which is not a public address; refused',
    );
    await expect(resolve('site.test')).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it('pins fixed and public answers, and lets allow-listed names or addresses through', async () => {
    expect(await createSiteResolver({ allowed: [], hosts })('PUB.test')).toEqual({ host: 'pub.test', address: '93.184.216.34', family: 4 });
    expect(await createSiteResolver({ allowed: ['site.test'], hosts })('site.test')).toMatchObject({ address: '127.0.0.1' });
    expect(await createSiteResolver({ allowed: ['169.254.169.254'], hosts })('169.254.169.254')).toMatchObject({
      address: '169.254.169.254',
    });
  });
});
