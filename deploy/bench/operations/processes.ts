// Everything runs in its own process, as under `npm start`: embedded Mongo (its CLI), nats-server and
// the operations service (its server.ts), so the benchmark's publisher and poller share no event loop
// with what they measure.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import {
  freePort,
  startNats,
  stopChild,
  tailOutput,
  TEST_INTERNAL_SECRET,
  waitFor,
  withDatabase,
  type TestNats,
} from '@dop/service-testing';
import { startServerProcess, type ServerProcess } from '../mongo/server-process';

const ROOT = resolve(__dirname, '../../..');

export interface OperationsProcess {
  url: string;
  /** The last few KiB the service wrote (warnings and errors only, LOG_LEVEL=warn). */
  output(): string;
  stop(): Promise<void>;
}

export async function startOperations(mongoUri: string, natsUrl: string, env: Record<string, string> = {}): Promise<OperationsProcess> {
  const port = await freePort();
  // BENCH_PROFILE=<dir> writes a V8 CPU profile of the service there when it exits.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', resolve(ROOT, 'services/operations/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: withDatabase(mongoUri, 'operations'),
      NATS_URL: natsUrl,
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tailOutput(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`operations exited ${child.exitCode}:\n${output()}`);
        return (await fetch(`${url}/readyz`).catch(() => null))?.ok;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: 'operations /readyz' },
    );
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return { url, output, stop: () => stopChild(child, 15_000) };
}

export interface Infra {
  mongo: ServerProcess;
  nats: TestNats;
  stop(): Promise<void>;
}

export async function startInfra(dataDir: string): Promise<Infra> {
  const mongo = await startServerProcess(dataDir);
  const nats = await startNats();
  return {
    mongo,
    nats,
    async stop() {
      await nats.stop();
      await mongo.stop();
    },
  };
}
