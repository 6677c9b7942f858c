// The cloudflare service on real dependencies: embedded Mongo, a real nats-server, the Cloudflare and
// registrar simulators, and the real registrars service (its own process, as `npm start` runs it)
// answering registrars.rpc.* for the name server change. Ops events are captured from NATS.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startCloudflareSim, startRegistrarSims, type RegistrarSims, type RunningCloudflareSim } from '@dop/provider-sims';
import type { ServiceApp } from '@dop/service-kit';
import {
  buildTestApp,
  exited,
  freePort,
  signedHeaders,
  startMongo,
  startNats,
  tailOutput,
  testEnv,
  waitFor,
  withDatabase,
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
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../../../..');

/** Another service as its own process (as `npm start` runs it); services never import each other. */
export async function startServiceProcess(
  service: string,
  mongo: TestMongo,
  nats: TestNats,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, `services/${service}/src/server.ts`)], {
    cwd: root,
    env: {
      ...process.env,
      ...testEnv({
        mongoUri: withDatabase(mongo.uri, `${service}_${randomBytes(6).toString('hex')}`),
        natsUrl: nats.url,
        env: { PORT: String(port), LOG_LEVEL: 'warn', ...env },
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tailOutput(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`${service} exited: ${output()}`);
      return (await fetch(`${url}/readyz`).catch(() => null))?.ok === true;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: `${service} service ready` },
  );
  return { url, child };
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  // A child the test already killed has a signalCode, not an exitCode; never signal a reaped pid.
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
  }
  await exited(child);
}

export async function startHarness(extraEnv: Record<string, string> = {}): Promise<Harness> {
  const [mongo, nats, sims, cf] = await Promise.all([startMongo(), startNats(), startRegistrarSims(), startCloudflareSim()]);
  const secretsKey = randomBytes(32).toString('base64');
  const registrars = await startServiceProcess('registrars', mongo, nats, {
    SECRETS_KEY: secretsKey,
    REGISTRAR_RETRIES: '0',
    NAMESILO_MIN_INTERVAL_MS: '0',
    ...sims.env,
  });
  const created = await fetch(`${registrars.url}/api/accounts/namesilo`, {
    method: 'POST',
    headers: { ...as(), 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'silo main', apiKey: sims.namesilo.credentials.apiKey }),
  });
  if (!created.ok) throw new Error(`namesilo account: ${created.status} ${await created.text()}`);
  const namesiloId = ((await created.json()) as { id: number }).id;
  const service = await buildTestApp({
    schema: cloudflareEnv,
    build: (config) => buildApp(config, { logger: false }),
    mongo,
    nats,
    env: { SECRETS_KEY: secretsKey, CLOUDFLARE_API_URL: cf.url, CLOUDFLARE_BACKOFF_MS: '20', ...extraEnv },
  });
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
    async stop() {
      await nc.close();
      await service.app.close();
      await stopProcess(registrars.child);
      await Promise.all([sims.stop(), cf.stop(), nats.stop(), mongo.stop()]);
    },
  };
}

export async function call(h: Harness, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await h.service.app.inject({ method, url, headers: as(), ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { error?: { message: string } } };
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
