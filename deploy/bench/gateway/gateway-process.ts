// Starting a gateway for the benchmarks: its own process (server.ts run by node + tsx, as `npm start`
// does), identity on over the bench's nats-server, the one bench service deployed as `domains`.
import path from 'node:path';
import { freePort } from '@dop/service-testing';
import { lineFrom, REPO, startTs, waitHttp, type Proc } from './processes';

export const SECRET = 'bench-internal-secret-0123456789abcdef';

export interface GatewayOptions {
  name: string;
  natsUrl: string;
  upstreamPort: number;
  staticRoot: string;
  /** server.ts of another checkout (ab-compare.ts); this repository's by default. */
  entry?: string;
  /** Options for node itself, e.g. --cpu-prof (ab-compare.ts, AB_PROFILE_DIR). */
  nodeArgs?: string[];
}

export async function startGateway(o: GatewayOptions): Promise<{ proc: Proc; port: number }> {
  const port = await freePort();
  const proc = startTs(
    o.name,
    o.entry ?? path.join(REPO, 'gateway/src/server.ts'),
    [],
    {
      PORT: String(port),
      NATS_URL: o.natsUrl,
      INTERNAL_SECRET: SECRET,
      SERVICE_DOMAINS_URL: `http://127.0.0.1:${o.upstreamPort}`,
      STATIC_ROOT: o.staticRoot,
      LOG_LEVEL: 'warn',
    },
    o.nodeArgs,
  );
  try {
    await lineFrom(proc, /gateway listening/);
    // Linked to NATS and the service ready.
    await waitHttp(`http://127.0.0.1:${port}/healthz`, (s) => s === 200);
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { proc, port };
}
