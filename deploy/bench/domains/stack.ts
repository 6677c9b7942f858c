// The stack both domains benchmarks measure, every part in its own process as under `npm start`:
// embedded Mongo (its CLI), nats-server, identity (resolves the gateway's cookie session), domains
// and the gateway. One user session is seeded; `seed` fills the domains database before the service
// starts, so its start-up reads what the benchmark searches.
//   BENCH_MONGO_URI: a database server started by hand (e.g. embedded Mongo under node --cpu-prof, to
//     profile it too); its databases `domains` and `identity` must be empty.
//   BENCH_DOMAINS_ENTRY: another version of the service (e.g. a `git archive` of an older commit with a
//     node_modules link to this tree's) to compare both on the same machine minutes apart.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNats, withDatabase } from '@dop/service-testing';
import { startServerProcess } from '../mongo/server-process';
import { startNode, type NodeProcess } from '../node-process';
import { seedSession } from './seed';

export interface DomainsStack {
  gateway: NodeProcess;
  domains: NodeProcess;
  /** The seeded session's id, for the gateway's `sid` cookie. */
  sid: string;
  /** The nats-server every part uses (the events benchmark subscribes there). */
  natsUrl: string;
  /** The node processes, in start order (identity, domains, gateway). */
  procs: NodeProcess[];
  /** Stops everything, the gateway first, and removes the data directory. */
  stop(): Promise<void>;
}

export async function startDomainsStack(opts: { tmpPrefix: string; seed?: (domainsUri: string) => Promise<void> }): Promise<DomainsStack> {
  const dataDir = mkdtempSync(join(tmpdir(), opts.tmpPrefix));
  const external = process.env.BENCH_MONGO_URI;
  const mongo = external ? { uri: external, stop: async () => undefined } : await startServerProcess(dataDir);
  const nats = await startNats();
  const procs: NodeProcess[] = [];
  const stop = async () => {
    for (const p of [...procs].reverse()) await p.stop();
    await nats.stop();
    await mongo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const domainsUri = withDatabase(mongo.uri, 'domains');
    const identityUri = withDatabase(mongo.uri, 'identity');
    await opts.seed?.(domainsUri);
    const sid = await seedSession(identityUri);
    const base = { NATS_URL: nats.url };
    const identity = await startNode('identity', 'services/identity/src/server.ts', {
      ...base,
      MONGODB_URI: identityUri,
      DATA_DIR: dataDir,
    });
    procs.push(identity);
    const domains = await startNode('domains', process.env.BENCH_DOMAINS_ENTRY ?? 'services/domains/src/server.ts', {
      ...base,
      MONGODB_URI: domainsUri,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    });
    procs.push(domains);
    const gateway = await startNode(
      'gateway',
      'gateway/src/server.ts',
      { ...base, SERVICE_IDENTITY_URL: identity.url, SERVICE_DOMAINS_URL: domains.url },
      { health: '/healthz' },
    );
    procs.push(gateway);
    return { gateway, domains, sid, natsUrl: nats.url, procs, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
