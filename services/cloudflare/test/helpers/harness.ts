// The cloudflare service on real dependencies: embedded Mongo, a real nats-server, the Cloudflare and
// registrar simulators, and the real registrars service (its own process, as `npm start` runs it)
// answering registrars.rpc.* for the name server change. Ops events are captured from NATS.
import { randomBytes } from 'node:crypto';
import { cfExchangeProblems, findCfOperation } from '@dop/contracts/cloudflare-api';
import { startCloudflareSim, startRegistrarSims, type RegistrarSims, type RunningCloudflareSim } from '@dop/provider-sims';
import type { ServiceApp } from '@dop/service-kit';
import {
  buildTestApp,
  signedHeaders,
  startMongo,
  startNats,
  startChangeServices,
  startRegistrarsProcess,
  waitFor,
  type ChangeServices,
  type TestApp,
  type TestMongo,
  type TestNats,
} from '@dop/service-testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { buildApp } from '../../src/app';
import { cloudflareEnv, type CloudflareConfig } from '../../src/config';

export const ALICE = { userId: 'u-alice', userName: 'alice' };
export const as = (user = ALICE) => signedHeaders(user);

export interface OpsSeen {
  results: Array<{ domain: string; operationType: string; statuses: Record<string, string>; message?: string }>;
  logs: Array<{ domain: string | null; message: string; level: string }>;
}

export interface Harness {
  mongo: TestMongo;
  nats: TestNats;
  cf: RunningCloudflareSim;
  sims: RegistrarSims;
  service: TestApp<ServiceApp, CloudflareConfig>;
  ops: OpsSeen;
  nc: NatsConnection;
  secretsKey: string;
  namesiloId: number;
  changes: ChangeServices | null;
  stop(): Promise<void>;
}

/** `changes` (default on): the domains and identity services record the tab's changes (issue 30). */
export async function startHarness(extraEnv: Record<string, string> = {}, opts: { changes?: boolean } = {}): Promise<Harness> {
  const [mongo, nats, sims, cf] = await Promise.all([startMongo(), startNats(), startRegistrarSims(), startCloudflareSim()]);
  // Every call the service makes is kept, for the check against Cloudflare's API definition.
  cf.controls.recordExchanges();
  const secretsKey = randomBytes(32).toString('base64');
  const registrars = await startRegistrarsProcess({ mongo, nats, simsEnv: sims.env, secretsKey });
  const namesiloId = await registrars.addAccount('namesilo', { name: 'silo main', apiKey: sims.namesilo.credentials.apiKey }, ALICE);
  const service = await buildTestApp({
    schema: cloudflareEnv,
    build: (config) => buildApp(config, { logger: false }),
    mongo,
    nats,
    env: { SECRETS_KEY: secretsKey, CLOUDFLARE_API_URL: cf.url, ...extraEnv },
  });
  // The tab's updates are change sets (issue 30): domains records and applies them, identity answers the policy.
  const changes = opts.changes !== false ? await startChangeServices({ mongo, natsUrl: nats.url, secretsKey }) : null;
  const nc = await connect({ servers: nats.url });
  const codec = JSONCodec<Record<string, unknown>>();
  const ops: OpsSeen = { results: [], logs: [] };
  nc.subscribe('ops.result.changed', { callback: (_e, m) => ops.results.push(codec.decode(m.data) as OpsSeen['results'][number]) });
  nc.subscribe('ops.log.appended', { callback: (_e, m) => ops.logs.push(codec.decode(m.data) as OpsSeen['logs'][number]) });
  await nc.flush();
  return {
    mongo,
    nats,
    cf,
    sims,
    service,
    ops,
    nc,
    secretsKey,
    namesiloId,
    changes,
    async stop() {
      await nc.close();
      await changes?.stop();
      await service.app.close();
      await registrars.kill();
      await Promise.all([sims.stop(), cf.stop(), nats.stop(), mongo.stop()]);
    },
  };
}

export async function call(h: Harness, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await h.service.app.inject({ method, url, headers: as(), ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { error?: { message: string } } };
}

/**
 * Every request the service sent and every answer it got from the simulator so far, checked against
 * our schemas of Cloudflare's API definition; returns the operations seen so a test can say which.
 */
export function expectCloudflareApiFits(h: Harness): string[] {
  const exchanges = h.cf.controls.exchanges ?? [];
  expect(exchanges.flatMap(cfExchangeProblems)).toEqual([]);
  return [...new Set(exchanges.map((x) => findCfOperation(x.method, x.path)?.name ?? `${x.method} ${x.path}`))].sort();
}

/** Waits until every item of the job has ended. */
export async function jobDone(h: Harness, jobId: string): Promise<void> {
  await waitFor(
    async () => (await h.service.app.cf.models.items.countDocuments({ jobId, status: { $in: ['pending', 'running'] } })) === 0,
    {
      timeoutMs: 90_000,
      what: `job ${jobId} finished`,
    },
  );
}
