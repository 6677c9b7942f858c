// A service as its own process (node --import tsx services/<name>/src/server.ts, as `npm start` runs
// it): the registrars service as the real responder of registrars.rpc.*, and billing itself when a
// test must SIGKILL it mid-job (services never import each other, tests neither).
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

export async function startServiceProcess(
  service: string,
  env: { mongoUri: string; natsUrl: string; extra?: Record<string, string> },
): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, `services/${service}/src/server.ts`)], {
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
      if (child.exitCode !== null) throw new Error(`${service} exited: ${output()}`);
      return (await fetch(`${url}/readyz`).catch(() => null))?.ok === true;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: `${service} service ready` },
  );
  return {
    child,
    url,
    output,
    async kill() {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
      await exited(child);
    },
  };
}
