// The acceptance check at the transport: every refused spelling, through an undici fetch on the
// guarded agent, is refused before a byte leaves (the listener sees no connection); with EGRESS_ALLOW
// naming the listener, the spellings of 127.0.0.1 reach it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch } from 'undici';
import {
  egressRefusalOf,
  EgressPolicy,
  guardedAgent,
  guardedProxyAgent,
  LOOPBACK_V4_SPELLINGS,
  parseAllowList,
  REFUSED_SPELLINGS,
  refuseRedirect,
} from '../../src/egress';

let server: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/redirect') res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    else res.end(`reached ${req.headers.host}`);
  });
  server.on('connection', () => (connections += 1));
  server.on('connect', (_req, socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const testResolver = async (host: string) => {
  if (host === 'sneaky.test') return [{ address: '127.0.0.1', family: 4 as const }];
  if (host === 'localhost') return [{ address: '::1', family: 6 as const }];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};

describe('guardedAgent', () => {
  const spellings = [...REFUSED_SPELLINGS.map(([s]) => s), 'localhost', 'sneaky.test'];

  it('refuses every spelling before connecting', async () => {
    const agent = guardedAgent(new EgressPolicy({ resolver: testResolver }));
    const before = connections;
    for (const spelling of spellings) {
      const err = await fetch(`http://${spelling}:${port}/`, { dispatcher: agent }).catch((e: unknown) => e);
      expect({ spelling, refused: egressRefusalOf(err)?.message ?? String(err) }).toEqual({
        spelling,
        refused: expect.stringMatching(/an administrator can allow it with EGRESS_ALLOW$/),
      });
    }
    expect(connections - before).toBe(0);
    await agent.close();
  });

  it("refuses the system resolver's localhost too", async () => {
    const agent = guardedAgent(new EgressPolicy());
    const err = await fetch(`http://localhost:${port}/`, { dispatcher: agent }).catch((e: unknown) => e);
    expect(egressRefusalOf(err)?.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is a loopback address/);
    await agent.close();
  });

  it('reaches the listener when EGRESS_ALLOW names it', async () => {
    const agent = guardedAgent(new EgressPolicy({ resolver: testResolver, allow: parseAllowList(`127.0.0.1:${port}`) }));
    const before = connections;
    for (const spelling of [...LOOPBACK_V4_SPELLINGS, 'sneaky.test']) {
      const res = await fetch(`http://${spelling}:${port}/`, { dispatcher: agent });
      expect(await res.text()).toMatch(/^reached /);
    }
    expect(connections - before).toBeGreaterThan(0);
    await agent.close();
  });

  it('a redirect is refused naming its Location', async () => {
    const agent = guardedAgent(new EgressPolicy({ allow: parseAllowList(`127.0.0.1:${port}`) }));
    const res = await fetch(`http://127.0.0.1:${port}/redirect`, { dispatcher: agent, redirect: 'manual' });
    expect(() => refuseRedirect(res)).toThrow('answered HTTP 302 redirecting to http://169.254.169.254/latest; redirects are not followed');
    await agent.close();
  });
});

describe('guardedProxyAgent', () => {
  it('refuses a proxy at a refused address before any CONNECT, and reaches an allowed one', async () => {
    const refused = guardedProxyAgent(new EgressPolicy(), { uri: `http://2130706433:${port}`, token: 'Basic eDp5' });
    const before = connections;
    const err = await fetch('http://example.org/', { dispatcher: refused }).catch((e: unknown) => e);
    expect(egressRefusalOf(err)?.message).toContain('127.0.0.1 is a loopback address');
    expect(connections - before).toBe(0);
    await refused.close();

    const allowed = guardedProxyAgent(new EgressPolicy({ allow: parseAllowList(`127.0.0.1:${port}`) }), {
      uri: `http://127.0.0.1:${port}`,
    });
    // The listener refuses the tunnel (403), but the connection reached it.
    const answer = await fetch('http://example.org/', { dispatcher: allowed }).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Error);
    expect(connections - before).toBeGreaterThan(0);
    await allowed.close();
  });
});
