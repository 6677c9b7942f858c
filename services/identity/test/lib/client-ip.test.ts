import { clientIp, normalizeIp, parseTrustedProxies } from '../../src/lib/client-ip';

const loopback = parseTrustedProxies('127.0.0.1/8,::1');

describe('clientIp', () => {
  it('takes the last x-forwarded-for entry, the one the gateway appended, when the gateway is trusted', () => {
    expect(clientIp({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }, '127.0.0.1', loopback)).toBe('203.0.113.9');
    expect(clientIp({ 'x-forwarded-for': '203.0.113.9' }, '::ffff:127.0.0.1', loopback)).toBe('203.0.113.9');
  });

  it('ignores x-forwarded-for from a peer that is not a trusted proxy', () => {
    expect(clientIp({ 'x-forwarded-for': '198.51.100.1' }, '192.0.2.50', loopback)).toBe('192.0.2.50');
    expect(clientIp({ 'x-forwarded-for': '198.51.100.1' }, '127.0.0.1', parseTrustedProxies(''))).toBe('127.0.0.1');
  });

  it('skips trusted proxies in the chain from the right (a proxy in front of the gateway)', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 127.0.0.1');
    expect(clientIp({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.2.3' }, '127.0.0.1', trusted)).toBe('203.0.113.9');
  });

  it('falls back to the socket address when the chain is empty or garbled', () => {
    expect(clientIp({}, '127.0.0.1', loopback)).toBe('127.0.0.1');
    expect(clientIp({ 'x-forwarded-for': ' , ' }, '127.0.0.1', loopback)).toBe('127.0.0.1');
    expect(clientIp({ 'x-forwarded-for': 'not-an-ip' }, '127.0.0.1', loopback)).toBe('127.0.0.1');
  });
});

describe('parseTrustedProxies', () => {
  it('matches single addresses and CIDRs of both families', () => {
    const t = parseTrustedProxies('192.0.2.1, 10.0.0.0/8, fd00::/8');
    expect([t.has('192.0.2.1'), t.has('10.200.0.1'), t.has('fd12::1'), t.has('192.0.2.2'), t.has('::1')]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('names an entry that is not an address', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, gateway.local')).toThrow('"gateway.local" is not an IP address or CIDR');
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
  });

  it('normalizes IPv4-mapped IPv6', () => {
    expect(normalizeIp('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });
});
