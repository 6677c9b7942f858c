// The ssh service as its own process (node --import tsx services/ssh/src/server.ts, as `npm start`
// runs it), so a test can kill it mid-job (SIGKILL: a crash; SIGTERM: a normal stop) and start it again.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { exited, freePort, tailOutput, testEnv, waitFor } from '@dop/service-testing';

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

const root = path.resolve(__dirname, '../../../..');

export async function startServiceProcess(env: {
  mongoUri: string;
  natsUrl: string;
  extra: Record<string, string>;
}): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services/ssh/src/server.ts')], {
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
      if (child.exitCode !== null) throw new Error(`ssh service exited: ${output()}`);
      return (await fetch(`${url}/readyz`).catch(() => null))?.ok === true;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: 'ssh service ready' },
  );
  return {
    child,
    url,
    output,
    async kill(signal = 'SIGKILL') {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(child.pid, signal);
      await exited(child);
      return child.exitCode;
    },
  };
}
