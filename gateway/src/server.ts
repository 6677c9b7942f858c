// Gateway process: env parsed once (a bad variable exits before anything listens), the route table
// printed, listen, and a graceful stop on SIGINT/SIGTERM. One process per replica: more capacity
// comes from more replicas behind the load balancer (revocations reach each over NATS).
import { EnvError } from '@dop/service-kit/src/env';
import { buildGateway } from './app';
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
  process.stdout.write(`gateway route table:\n${formatRouteTable(config.services)}\n`);
  const app = await buildGateway(config);

  let stopping = false;
  const stop = (signal: string): void => {
    // A second Ctrl-C means "now".
    if (stopping) process.exit(1);
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
  const addr = app.server.address();
  const port = addr && typeof addr === 'object' ? addr.port : config.port;
  process.stdout.write(`gateway listening on http://${config.host}:${port}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`gateway: failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
