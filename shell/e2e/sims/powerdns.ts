// A real pdns_server (Debian's, sqlite3 backend, free loopback ports) the e2e PowerDNS accounts point
// at, and the proxies of the Monitoring Proxy tab: one live rotate proxy and one address nobody
// listens on, checked against a local target (PROXY_MONITOR_*).
import { createServer } from 'node:http';
import { startConnectProxy } from '@dop/provider-sims';
import { freePort, listenOnLoopback, startPdns } from '@dop/service-testing';
import type { E2eSimStarter } from './types';

const start: E2eSimStarter = async () => {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const pdns = await startPdns();
    stops.push(() => pdns.stop());
    const target = createServer((_req, res) => res.writeHead(204).end());
    const targetPort = await listenOnLoopback(target);
    stops.push(() => new Promise<void>((resolve) => target.close(() => resolve())));
    const alive = await startConnectProxy();
    stops.push(() => alive.stop());
    const dead = `127.0.0.1:${await freePort()}`;
    return {
      productEnv: {
        PROXY_MONITOR_PROXIES: `rotate=${alive.address},deploy=${dead}`,
        PROXY_MONITOR_CHECK_URL: `http://127.0.0.1:${targetPort}/generate_204`,
        PROXY_MONITOR_TIMEOUT_MS: '3000',
      },
      testEnv: {
        E2E_PDNS_API_URL: pdns.apiUrl,
        E2E_PDNS_API_KEY: pdns.apiKey,
        E2E_PDNS_DNS_PORT: String(pdns.dnsPort),
        E2E_MONITOR_ALIVE: alive.address,
        E2E_MONITOR_DEAD: dead,
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
};

export default start;
