import { TABS, tabForPath } from '../app/tabs';

describe('main tabs', () => {
  it('are the spec tabs in the spec order', () => {
    expect(TABS.map((t) => t.label)).toEqual([
      'Domains A records',
      'CloudFlare Management',
      'ENV',
      'Hurricane Electric',
      'PowerDNS',
      'Hosting',
      'SSH',
      'Billing',
      'Settings',
    ]);
  });

  it('map routes to tabs, nested routes included', () => {
    expect(tabForPath('/')?.id).toBe('domains');
    expect(tabForPath('/billing')?.id).toBe('billing');
    expect(tabForPath('/hosting/servers/42')?.id).toBe('hosting');
    expect(tabForPath('/security')?.id).toBe('settings');
    expect(tabForPath('/powerdns')?.remote).toBe('mf-dns-providers');
    expect(tabForPath('/hurricane-electric')?.remote).toBe('mf-dns-providers');
  });

  it('give no tab for sign-in and unknown paths, nor for look-alike prefixes', () => {
    expect(tabForPath('/login')).toBeNull();
    expect(tabForPath('/no-such-page')).toBeNull();
    expect(tabForPath('/sshx')).toBeNull();
    expect(tabForPath('/billing-old')).toBeNull();
  });
});
