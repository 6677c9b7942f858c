import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { startPorkbunSim, type PorkbunSimCredentials, type RunningSim } from '@dop/provider-sims';
import { createAdapter } from '../../src/adapters';
import { AccountGate } from '../../src/lib/account-gate';
import { parseProxy, ProxyAgents } from '../../src/lib/proxy';

/** A minimal HTTP CONNECT proxy that records who tunnelled where, with which credentials. */
function startProxy(): Promise<{ server: Server; port: number; tunnels: Array<{ target: string; auth?: string }> }> {
  const tunnels: Array<{ target: string; auth?: string }> = [];
  const server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, socket, head) => {
    tunnels.push({ target: String(req.url), auth: req.headers['proxy-authorization'] });
    const [host, port] = String(req.url).split(':');
    const upstream = connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, tunnels })));
}

describe('parseProxy', () => {
  it('accepts host:port and user:pass@host:port with or without a scheme', () => {
    expect(parseProxy('10.0.0.1:3128')).toEqual({ uri: 'http://10.0.0.1:3128' });
    expect(parseProxy('http://ann:s%40cret@proxy.local:8080')).toEqual({
      uri: 'http://proxy.local:8080',
      token: `Basic ${Buffer.from('ann:s@cret').toString('base64')}`,
    });
  });
});

describe('an account with a proxy', () => {
  let sim: RunningSim<PorkbunSimCredentials>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  const agents = new ProxyAgents();

  beforeAll(async () => {
    sim = await startPorkbunSim();
    proxy = await startProxy();
  });
  afterAll(async () => {
    await agents.close();
    await sim.stop();
    await new Promise((r) => proxy.server.close(r));
  });

  it('sends every call through the proxy with its credentials', async () => {
    const adapter = createAdapter('porkbun', { ...sim.credentials }, {
      baseUrl: sim.url,
      policy: { timeoutMs: 3000, retries: 0, backoffMs: 0 },
      gate: new AccountGate({ concurrency: 1, minIntervalMs: 0 }),
      dispatcher: agents.for(`user:pw@127.0.0.1:${proxy.port}`),
    });
    expect(await adapter.getBalance()).toEqual({ balance: 100, currency: 'USD' });
    const simHost = new URL(sim.url).host;
    expect(proxy.tunnels.length).toBeGreaterThanOrEqual(1);
    expect(proxy.tunnels[0]).toEqual({ target: simHost, auth: `Basic ${Buffer.from('user:pw').toString('base64')}` });
  });

  it('fails as unreachable when the proxy is down, without going direct', async () => {
    const adapter = createAdapter('porkbun', { ...sim.credentials }, {
      baseUrl: sim.url,
      policy: { timeoutMs: 2000, retries: 0, backoffMs: 0 },
      gate: new AccountGate({ concurrency: 1, minIntervalMs: 0 }),
      dispatcher: agents.for('127.0.0.1:1'),
    });
    const callsBefore = sim.controls.calls.length;
    await expect(adapter.getBalance()).rejects.toMatchObject({ kind: 'transport' });
    expect(sim.controls.calls.length).toBe(callsBefore);
  });
});
