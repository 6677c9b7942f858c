import { buildZoneUpdate, ZONE_FORM_EMPTY } from '../lib/zone-form';

const form = {
  ...ZONE_FORM_EMPTY,
  domains: ' A.com \n\nb.COM',
  accountId: 'acc1',
  glueIp: '198.51.100.1',
  proxyIps: '203.0.113.1\n 203.0.113.2 ',
  backendServerIp: '192.0.2.9',
};

describe('PowerDNS zone form', () => {
  it('lower-cases domains, splits proxy IPs by line and sends the backend IP', () => {
    expect(buildZoneUpdate(form)).toEqual({
      ok: true,
      body: {
        domains: ['a.com', 'b.com'],
        selectedAccountId: 'acc1',
        glueIp: '198.51.100.1',
        proxyIps: ['203.0.113.1', '203.0.113.2'],
        backendServerIp: '192.0.2.9',
        isNovaDeploy: false,
      },
    });
  });

  it('sends the backend IP as null in Nova Deploy mode', () => {
    const r = buildZoneUpdate({ ...form, isNovaDeploy: true, proxyIps: '203.0.113.50' });
    expect(r).toMatchObject({ ok: true, body: { backendServerIp: null, isNovaDeploy: true, proxyIps: ['203.0.113.50'] } });
  });

  it('refuses with the spec messages, then the IP checks', () => {
    const message = (patch: Partial<typeof form>) => {
      const r = buildZoneUpdate({ ...form, ...patch });
      return r.ok ? null : r.message;
    };
    expect(message({ domains: ' \n ' })).toBe('Please enter at least one domain');
    expect(message({ accountId: '' })).toBe('Please select a PowerDNS account');
    expect(message({ glueIp: '1.2.3' })).toBe('Please enter a valid glue IP (IPv4)');
    expect(message({ proxyIps: '' })).toBe('Please enter at least one proxy IP');
    expect(message({ proxyIps: 'x', isNovaDeploy: true })).toBe('Invalid Nova IP: x');
    expect(message({ backendServerIp: '300.0.0.1' })).toBe('Please enter a valid backend server IP (IPv4)');
  });
});
