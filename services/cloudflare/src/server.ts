// Entry point the supervisor starts: env parsed once (bad env exits 1 naming the variable), then listen.
import { loadEnvOrExit, startServer } from '@dop/service-kit';
import { buildApp } from './app';
import { cloudflareEnv } from './config';

async function main() {
  const config = loadEnvOrExit(cloudflareEnv);
  await startServer(await buildApp(config), config);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
