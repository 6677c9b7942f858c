// The domains service as its own process (node --import tsx src/server.ts, as `npm start` runs it),
// so a test can kill it with SIGKILL mid-job and start it again.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { exited, freePort, tailOutput, testEnv, waitFor } from '@dop/service-testing';

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  kill(): Promise<void>;
}

const root = path.resolve(__dirname, '../../../..');

export async function startServiceProcess(env: {
  mongoUri: string;
  natsUrl: string;
  extra?: Record<string, string>;
}): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services/domains/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...testEnv({ mongoUri: env.mongoUri, natsUrl: env.natsUrl, env: { PORT: String(port), LOG_LEVEL: 'warn', ...env.extra } }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tailOutput(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`domains exited: ${output()}`);
      return (await fetch(`${url}/readyz`).catch(() => null))?.ok === true;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: 'domains service ready' },
  );
  return {
    child,
    url,
    output,
    async kill() {
      if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
      await exited(child);
    },
  };
}
