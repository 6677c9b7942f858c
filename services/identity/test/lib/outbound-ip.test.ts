import { createServer, type Server } from 'node:http';
import { interfaceIp, OutboundIp } from '../../src/lib/outbound-ip';

describe('outbound IP', () => {
  it('prefers a public interface address over a private one and skips internal ones', () => {
    const iface = (address: string, internal = false) => ({ address, family: 'IPv4', internal, netmask: '', mac: '', cidr: null }) as never;
    expect(interfaceIp({ lo: [iface('127.0.0.1', true)], eth0: [iface('10.0.0.5')], eth1: [iface('203.0.113.4')] })).toBe('203.0.113.4');
    expect(interfaceIp({ eth0: [iface('10.0.0.5')] })).toBe('10.0.0.5');
    expect(interfaceIp({ lo: [iface('127.0.0.1', true)] })).toBeNull();
  });

  describe('with PUBLIC_IP_URL', () => {
    let server: Server;
    let url: string;
    let hits = 0;
    let answer = '198.51.100.23';
    beforeAll(async () => {
      server = createServer((_req, res) => {
        hits += 1;
        res.end(answer);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('uses the answer and caches it for an hour', async () => {
      let now = 0;
      const ip = new OutboundIp(url, () => now);
      expect(await ip.get()).toBe('198.51.100.23');
      answer = '198.51.100.99';
      now += 59 * 60_000;
      expect(await ip.get()).toBe('198.51.100.23');
      expect(hits).toBe(1);
      now += 2 * 60_000;
      expect(await ip.get()).toBe('198.51.100.99');
    });

    it('ignores an answer that is not an IPv4 address', async () => {
      answer = '<html>oops</html>';
      const ip = new OutboundIp(url);
      expect(await ip.get()).toBe(interfaceIp());
    });
  });
});
