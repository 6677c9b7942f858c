// GET /api/proxy-monitoring with local proxies: live ones (one with credentials), one nobody listens
// on, and one that accepts TCP but never forwards; checked against a local target.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { startConnectProxy, type RunningProxy } from '@dop/provider-sims';
import { freePort, listenOnLoopback, waitFor } from '@dop/service-testing';
import { startService, type Harness } from '../service';

let h: Harness;
let target: Server;
let rotate: RunningProxy;
let deploy: RunningProxy;
const mute = createTcpServer((socket) => socket.destroy());
let deadPort: number;

beforeAll(async () => {
  target = createHttpServer((_req, res) => res.writeHead(204).end());
  const targetPort = await listenOnLoopback(target);
  const mutePort = await listenOnLoopback(mute);
  rotate = await startConnectProxy();
  deploy = await startConnectProxy({ credentials: { user: 'dep', pass: 'p@ss' } });
  deadPort = await freePort();
  h = await startService({
    PROXY_MONITOR_PROXIES: [
      `rotate=${rotate.address}`,
      `rotate=127.0.0.1:${deadPort}`,
      `deploy=dep:p%40ss@${deploy.address}`,
      `deploy=127.0.0.1:${mutePort}`,
    ].join(','),
    PROXY_MONITOR_CHECK_URL: `http://127.0.0.1:${targetPort}/generate_204`,
    PROXY_MONITOR_TIMEOUT_MS: '2000',
    PROXY_MONITOR_INTERVAL_MS: '1000',
  });
});
afterAll(async () => {
  await h?.stop();
  await deploy?.stop();
  await rotate?.stop().catch(() => undefined);
  mute.close();
  target.close();
});

const pools = async (refresh = false) => (await h.call('GET', `/api/proxy-monitoring${refresh ? '?refresh=true' : ''}`)).json();

describe('GET /api/proxy-monitoring', () => {
  it('sorts live proxies into their pool and Active, dead ones into Dead with the reason', async () => {
    const body = await pools(true);
    expect(body).toMatchObject({ success: true, message: '2 of 4 proxies alive, 2 dead', checkedAt: expect.any(String) });
    const names = (list: Array<{ proxy: string }>) => list.map((p) => p.proxy).sort();
    expect(names(body.data.rotateProxyPool)).toEqual([rotate.address]);
    expect(names(body.data.deployProxyPool)).toEqual([deploy.address]);
    expect(names(body.data.activeProxyPool)).toEqual([deploy.address, rotate.address].sort());
    expect(body.data.deadProxyPool).toHaveLength(2);
    const dead = Object.fromEntries(body.data.deadProxyPool.map((p: { proxy: string; error: string }) => [p.proxy, p.error]));
    expect(dead[`127.0.0.1:${deadPort}`]).toBe('TCP connect failed: ECONNREFUSED');
    expect(Object.values(dead).some((e) => String(e).startsWith('HTTP through proxy'))).toBe(true);
    // Credentials are used for the check but never shown.
    expect(JSON.stringify(body)).not.toContain('p%40ss');
    expect(deploy.uses.some((u) => u.user === 'dep:p@ss')).toBe(true);
  });

  it('refreshes in the background: a proxy that goes down moves to Dead without a refresh call', async () => {
    await rotate.stop();
    const body = await waitFor(
      async () => {
        const b = await pools();
        return b.data.deadProxyPool.some((p: { proxy: string }) => p.proxy === rotate.address) && b;
      },
      { timeoutMs: 10_000, what: 'the stopped proxy in the dead pool' },
    );
    expect(body.data.rotateProxyPool).toEqual([]);
    expect(body.data.activeProxyPool.map((p: { proxy: string }) => p.proxy)).toEqual([deploy.address]);
  });
});

describe('GET /api/proxy-monitoring with no proxies configured', () => {
  it('answers empty pools and says so', async () => {
    const bare = await startService();
    try {
      const body = (await bare.call('GET', '/api/proxy-monitoring')).json();
      expect(body).toEqual({
        success: true,
        data: { rotateProxyPool: [], deadProxyPool: [], deployProxyPool: [], activeProxyPool: [] },
        message: 'No proxies configured (PROXY_MONITOR_PROXIES)',
        checkedAt: null,
      });
    } finally {
      await bare.stop();
    }
  });
});
