// A service as its own process (node --import tsx services/<name>/src/server.ts, as `npm start` runs
// it): for tests that kill a service mid-job, run two replicas side by side, or need another service
// as the real responder of its NATS subjects (services never import each other, tests neither).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { exited, tailOutput } from './child-process';
import { freePort } from './free-port';
import { testEnv } from './test-app';
import { waitFor } from './wait-for';

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  /** The last few KiB the process wrote, for error messages. */
  output(): string;
  /** SIGKILL (a crash) by default, SIGTERM for a normal stop; resolves with the exit code once it is gone. */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServiceProcessEnv {
  mongoUri: string;
  natsUrl: string;
  /** The service's own settings (SECRETS_KEY, simulator URLs, ...); they override the test defaults. */
  extra?: Record<string, string>;
}

const root = path.resolve(__dirname, '../../../..');

/** Signals a child unless it has ended already: a killed child has a signalCode, not an exitCode. */
export async function killChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(child.pid, signal);
    } catch (err) {
      // It ended between the check and the signal; never signal a reaped pid again.
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
  }
  await exited(child);
}

/** Starts services/<service> on a free port and resolves once its /readyz answers 200. */
export async function startServiceProcess(service: string, env: ServiceProcessEnv): Promise<ServiceProcess> {
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
  const proc: ServiceProcess = {
    child,
    url,
    output,
    async kill(signal = 'SIGKILL') {
      await killChild(child, signal);
      return child.exitCode;
    },
  };
  // An exit ends the wait at once (a throw inside waitFor would only be retried until the timeout).
  const state = await waitFor(
    async () => {
      if (child.exitCode !== null) return 'exited';
      return (await fetch(`${url}/readyz`).catch(() => null))?.ok === true && 'ready';
    },
    { timeoutMs: 60_000, intervalMs: 200, what: `${service} service ready` },
  ).catch(async (err: Error) => {
    // A service that never got ready is not left running behind the failed test.
    await proc.kill();
    throw new Error(`${err.message}; output: ${output()}`);
  });
  if (state === 'exited') {
    // The exit can come before the last output; the reason is usually in it.
    await Promise.all([child.stdout, child.stderr].map((s) => s && finished(s).catch(() => undefined)));
    throw new Error(`${service} exited (code ${child.exitCode}): ${output()}`);
  }
  return proc;
}
