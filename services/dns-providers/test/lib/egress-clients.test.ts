// Acceptance (issue 26) for the dns-providers clients: every refused spelling, and names that resolve
// to refused addresses, as a PowerDNS API URL, an HE proxy and a monitored proxy: refused before any
// byte leaves (the listener on 127.0.0.1 sees nothing); with EGRESS_ALLOW naming it, they reach it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  EgressPolicy,
  guardedAgent,
  LOOPBACK_V4_SPELLINGS,
  parseAllowList,
  REFUSED_SPELLINGS,
  type EgressResolver,
} from '@dop/service-kit';
import { HeSession, proxyAgent } from '../../src/lib/he/session';
import { PdnsClient } from '../../src/lib/pdns-client';
import { checkProxy } from '../../src/lib/proxies/check';

let server: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith('/moved')) res.writeHead(302, { location: 'http://127.0.0.1:4222/' }).end();
    else res.writeHead(404).end('Not Found');
  });
  server.on('connection', () => (connections += 1));
  server.on('connect', (_req, socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const resolver: EgressResolver = async (host) => {
  if (host === 'sneaky.test') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};
const spellings = [...REFUSED_SPELLINGS.map(([s]) => s), 'sneaky.test', 'localhost'];
const policy = (allow = '') => new EgressPolicy({ resolver, allow: parseAllowList(allow) });

describe('refused before any byte leaves', () => {
  it('PowerDNS API URLs', async () => {
    const agent = guardedAgent(policy());
    const before = connections;
    for (const s of spellings) {
      const err = await new PdnsClient(`http://${s}:${port}`, 'key', 2000, agent).zoneExists('example.org').catch((e: Error) => e);
      expect([s, (err as Error).message]).toEqual([s, expect.stringMatching(/an administrator can allow it with EGRESS_ALLOW$/)]);
    }
    expect(connections - before).toBe(0);
    await agent.close();
  });

  it('HE account proxies', async () => {
    const before = connections;
    for (const s of spellings) {
      const agent = proxyAgent({ server: `${s}:${port}`, username: 'u', password: 'p' }, policy());
      const err = await new HeSession('http://dns.he.example/', 2000, agent).get().catch((e: Error) => e);
      expect([s, (err as Error).message]).toEqual([s, expect.stringMatching(/^proxy refused: .*allow it with EGRESS_ALLOW$/)]);
      await agent?.close();
    }
    expect(connections - before).toBe(0);
  });

  it('monitored proxies: dead, with the reason', async () => {
    const before = connections;
    for (const s of spellings) {
      const entry = await checkProxy({ kind: 'rotate', proxy: `u:p@${s}:${port}` }, 'http://example.org/', 2000, policy());
      expect([s, entry.alive, entry.error]).toEqual([s, false, expect.stringMatching(/allow it with EGRESS_ALLOW$/)]);
    }
    expect(connections - before).toBe(0);
  });
});

describe('with EGRESS_ALLOW naming the listener', () => {
  const allowed = () => policy(`127.0.0.1:${port}`);

  it('the same PowerDNS calls reach it, and a redirect is refused naming its Location', async () => {
    const agent = guardedAgent(allowed());
    const before = connections;
    for (const s of [...LOOPBACK_V4_SPELLINGS, 'sneaky.test'])
      expect(await new PdnsClient(`http://${s}:${port}`, 'key', 2000, agent).zoneExists('example.org')).toBe(false);
    expect(connections - before).toBeGreaterThan(0);
    await expect(new PdnsClient(`http://127.0.0.1:${port}/moved#`, 'key', 2000, agent).zoneExists('x.org')).rejects.toThrow(
      'PowerDNS answered HTTP 302 redirecting to http://127.0.0.1:4222/; redirects are not followed',
    );
    await agent.close();
  });

  it('HE and monitored proxies reach it (it refuses the tunnel)', async () => {
    const before = connections;
    const agent = proxyAgent({ server: `sneaky.test:${port}` }, allowed());
    await expect(new HeSession('http://dns.he.example/', 2000, agent).get()).rejects.toThrow(/dns\.he\.net unreachable/);
    await agent?.close();
    const entry = await checkProxy({ kind: 'deploy', proxy: `0x7f.1:${port}` }, 'http://example.org/', 2000, allowed());
    expect(entry).toMatchObject({ alive: false, error: expect.stringContaining('HTTP through proxy') });
    expect(connections - before).toBeGreaterThanOrEqual(3);
  });
});
