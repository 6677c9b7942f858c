// CLI: embedded-mongo --dbpath DIR --port N [--bind_ip HOST] [--ttl-interval-ms MS] [--durability process|fsync]
import { startEmbeddedMongo } from './index';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const dataDir = arg('--dbpath');
  if (!dataDir) {
    console.error('usage: embedded-mongo --dbpath DIR [--port N] [--bind_ip HOST] [--ttl-interval-ms MS] [--durability process|fsync]');
    process.exit(2);
  }
  const ttl = arg('--ttl-interval-ms');
  const durability = arg('--durability') ?? process.env.EMBEDDED_MONGO_DURABILITY ?? 'process';
  if (durability !== 'process' && durability !== 'fsync') {
    console.error(`embedded-mongo: --durability must be 'process' or 'fsync', not '${durability}'`);
    process.exit(2);
  }
  const logger = { info: (m: string) => console.log(m), error: (m: string) => console.error(m) };
  let server;
  try {
    server = await startEmbeddedMongo({
      dataDir,
      port: Number(arg('--port') ?? 27017),
      host: arg('--bind_ip') ?? '127.0.0.1',
      ttlIntervalMs: ttl ? Number(ttl) : undefined,
      durability,
      logger,
    });
  } catch (err) {
    console.error(`embedded-mongo: cannot start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  console.log(`embedded-mongo listening on ${server.uri}`);
  const shutdown = (): void => {
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`embedded-mongo: error on shutdown: ${String(err)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

void main();
