import { loadEnvOrExit, startServer } from '@dop/service-kit';
import { buildApp } from './app';
import { operationsEnv } from './config';

async function main() {
  const config = loadEnvOrExit(operationsEnv);
  await startServer(await buildApp(config), config);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
