// Entry point the supervisor starts: env parsed once (bad env exits 1 naming the variable), then listen.
import { access, constants } from 'node:fs/promises';
import { loadEnvOrExit, startServer } from '@dop/service-kit';
import { buildApp } from './app';
import { sshServiceEnv } from './config';

async function main() {
  const config = loadEnvOrExit(sshServiceEnv);
  // A missing script would fail every install; say so before listening.
  await access(config.SSH_INSTALL_SCRIPT, constants.R_OK).catch(() => {
    throw new Error(`SSH_INSTALL_SCRIPT: cannot read ${config.SSH_INSTALL_SCRIPT}`);
  });
  await startServer(await buildApp(config), config);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
