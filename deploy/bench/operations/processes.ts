// Everything runs in its own process, as under `npm start`: embedded Mongo (its CLI), nats-server and
// the operations service (its server.ts), so the benchmark's publisher and poller share no event loop
// with what they measure.
import { startNats, withDatabase, type TestNats } from '@dop/service-testing';
import { startServerProcess, type ServerProcess } from '../mongo/server-process';
import { startNode, type NodeProcess } from '../node-process';

/** Its output is the last few KiB the service wrote (warnings and errors only, LOG_LEVEL=warn). */
export type OperationsProcess = NodeProcess;

export function startOperations(mongoUri: string, natsUrl: string, env: Record<string, string> = {}): Promise<OperationsProcess> {
  // BENCH_PROFILE=<dir> writes a V8 CPU profile of the service there when it exits.
  const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const serviceEnv = { MONGODB_URI: withDatabase(mongoUri, 'operations'), NATS_URL: natsUrl, ...env };
  return startNode('operations', 'services/operations/src/server.ts', serviceEnv, { timeoutMs: 60_000, nodeArgs });
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
