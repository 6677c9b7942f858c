// The inventory benchmark's stack (issue 29), every part in its own process as under `npm start`:
// embedded Mongo (its CLI), nats-server, the six registrar simulators (no delay, no rate limit), the
// registrars service with a Gandi account at its simulator, and the domains service.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GANDI_SAMPLE_CONTACT, startRegistrarSims, type RegistrarSims } from '@dop/provider-sims';
import { signedHeaders, startNats, withDatabase } from '@dop/service-testing';
import { startServerProcess } from '../mongo/server-process';
import { startNode, type NodeProcess } from '../node-process';

export const ALICE = { userId: 'u-bench', userName: 'bench', role: 'admin' as const };

export interface InventoryStack {
  sims: RegistrarSims;
  registrars: NodeProcess;
  domains: NodeProcess;
  gandiAccount: number;
  domainsUri: string;
  procs: NodeProcess[];
  stop(): Promise<void>;
}

export async function startInventoryStack(): Promise<InventoryStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inventory-'));
  const mongo = await startServerProcess(dataDir);
  const nats = await startNats();
  const sims = await startRegistrarSims();
  const procs: NodeProcess[] = [];
  const stop = async () => {
    for (const p of [...procs].reverse()) await p.stop();
    await sims.stop();
    await nats.stop();
    await mongo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const secrets = { SECRETS_KEY: randomBytes(32).toString('base64'), NATS_URL: nats.url };
    const registrars = await startNode('registrars', 'services/registrars/src/server.ts', {
      ...secrets,
      ...sims.env,
      MONGODB_URI: withDatabase(mongo.uri, 'registrars'),
      REGISTRAR_RETRIES: '0',
      EGRESS_ALLOW: '127.0.0.1',
    });
    procs.push(registrars);
    const res = await fetch(`${registrars.url}/api/accounts/gandi`, {
      method: 'POST',
      headers: { ...signedHeaders(ALICE), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench gandi', apiToken: sims.gandi.credentials.apiToken, ...GANDI_SAMPLE_CONTACT }),
    });
    if (!res.ok) throw new Error(`gandi account: ${res.status} ${await res.text()}`);
    const gandiAccount = ((await res.json()) as { id: number }).id;
    const domainsUri = withDatabase(mongo.uri, 'domains');
    // No periodic sync during the run: the benchmark starts each job itself.
    const domains = await startNode('domains', 'services/domains/src/server.ts', {
      ...secrets,
      MONGODB_URI: domainsUri,
      INVENTORY_SYNC_INTERVAL_MS: String(24 * 3600_000),
    });
    procs.push(domains);
    return { sims, registrars, domains, gandiAccount, domainsUri, procs, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
