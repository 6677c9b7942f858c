// Gateway process: env parsed once (a bad variable exits before anything listens), the route table
// printed, listen, and a graceful stop on SIGINT/SIGTERM. With GATEWAY_WORKERS > 1 this process is the
// cluster primary (cluster.ts) and each worker runs the rest of main().
import cluster from 'node:cluster';
import { EnvError } from '@dop/service-kit/src/env';
import { buildGateway } from './app';
import { runPrimary, workerPeers } from './cluster';
import { configFromEnv, type GatewayConfig } from './config';
import { formatRouteTable } from './route-table';

function loadConfig(): GatewayConfig {
  try {
    return configFromEnv(process.env);
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    process.stderr.write(`gateway: ${err.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const clustered = (config.workers ?? 1) > 1;
  if (!cluster.isWorker) process.stdout.write(`gateway route table:\n${formatRouteTable(config.services)}\n`);
  if (clustered && cluster.isPrimary) {
    runPrimary({ workers: config.workers ?? 1, host: config.host });
    return;
  }
  const app = await buildGateway(config, { identityPeers: cluster.isWorker ? workerPeers() : undefined });

  let stopping = false;
  const stop = (signal: string): void => {
    // A second Ctrl-C means "now"; in a worker the primary decides that (a terminal's Ctrl-C reaches
    // the workers and the primary's SIGTERM follows).
    if (stopping) {
      if (!cluster.isWorker) process.exit(1);
      return;
    }
    stopping = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (err: Error) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (cluster.isWorker) return; // the primary announces once every worker listens
  const addr = app.server.address();
  const port = addr && typeof addr === 'object' ? addr.port : config.port;
  process.stdout.write(`gateway listening on http://${config.host}:${port}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`gateway: failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
