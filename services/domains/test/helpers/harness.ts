// The domains service on real dependencies: embedded Mongo, a real nats-server, the registrar
// simulators and the real registrars service (its own process) answering registrars.rpc.*; it holds
// the credentials, the domains service never sees them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRegistrarSims, type RegistrarSims } from '@dop/provider-sims';
import type { ServiceApp } from '@dop/service-kit';
import {
  buildTestApp,
  freshDatabase,
  signedHeaders,
  startServiceProcess,
  startMongo,
  startNats,
  startRegistrarsProcess,
  type RegistrarsProcess,
  type ServiceProcess,
  type TestApp,
  type TestMongo,
  type TestNats,
} from '@dop/service-testing';
import { buildApp, type BuildOptions } from '../../src/app';
import { domainsEnv, type DomainsConfig } from '../../src/config';

export interface Harness {
  mongo: TestMongo;
  nats: TestNats;
  sims: RegistrarSims;
  registrars: RegistrarsProcess;
  /** The real identity service: it answers the team's change policy (issue 30); null when the test starts its own. */
  identity: ServiceProcess | null;
  domains: TestApp<ServiceApp, DomainsConfig>;
  /** Id of a namesilo account (in the registrars service) pointing at the simulator. */
  namesiloId: number;
  stop(): Promise<void>;
}

export const ALICE = { userId: 'u-alice', userName: 'alice' };
export const BOB = { userId: 'u-bob', userName: 'bob' };
export const as = (user: { userId: string; userName: string }) => signedHeaders(user);

export async function startHarness(
  opts: { domainsEnv?: Record<string, string>; worker?: boolean; identity?: boolean } = {},
): Promise<Harness> {
  const [mongo, nats, sims] = await Promise.all([startMongo(), startNats(), startRegistrarSims()]);
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-'));
  const [registrars, identity] = await Promise.all([
    startRegistrarsProcess({ mongo, nats, simsEnv: sims.env }),
    opts.identity === false
      ? null
      : startServiceProcess('identity', { mongoUri: freshDatabase(mongo, 'identity'), natsUrl: nats.url, extra: { DATA_DIR: dataDir } }),
  ]);
  const namesiloId = await registrars.addAccount('namesilo', { name: 'silo main', apiKey: sims.namesilo.credentials.apiKey }, ALICE);
  const build: BuildOptions = { worker: opts.worker };
  const domains = await buildTestApp({
    schema: domainsEnv,
    build: (config) => buildApp(config, build),
    mongo,
    nats,
    env: { SECRETS_KEY: randomBytes(32).toString('base64'), ...opts.domainsEnv },
  });
  return {
    mongo,
    nats,
    sims,
    registrars,
    identity,
    domains,
    namesiloId,
    async stop() {
      await domains.app.close();
      await Promise.all([registrars.kill(), identity?.kill()]);
      rmSync(dataDir, { recursive: true, force: true });
      await Promise.all([sims.stop(), nats.stop(), mongo.stop()]);
    },
  };
}

/** Names the namesilo simulator account holds, as registering them there would. */
export function seedNamesilo(h: Harness, names: string[]): void {
  for (const name of names) h.sims.namesilo.state.addDomain({ name });
}

/** A bulk add of `names` with A records to `ip` at the harness's namesilo account, by ALICE; answers the job id. */
export async function bulkAddAtNamesilo(h: Harness, names: string[], ip: string): Promise<string> {
  const res = await h.domains.app.inject({
    method: 'POST',
    url: '/api/domains/bulk',
    headers: as(ALICE),
    // Over the team's change threshold with a single admin, the author types the domain count (issue 30).
    payload: { domains: names, ipAddress: ip, accounts: { namesilo: h.namesiloId }, confirmDomains: names.length },
  });
  if (res.statusCode !== 200) throw new Error(`bulk add answered ${res.statusCode}: ${res.body}`);
  return res.json<{ jobId: string }>().jobId;
}

export const domainNames = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}.com`);
