// One timed step of `npm test`: a command with its output shown as it runs, a ✓/✗ line with the time.
import { spawnSync } from 'node:child_process';
import { fail, info, ok, seconds } from '../log';

export interface StepResult {
  label: string;
  ok: boolean;
  ms: number;
  detail?: string;
}

export interface StepOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Killed (and failed) after this long, so one hung step cannot hold the whole run. */
  timeoutMs: number;
}

export function runCommand(label: string, cmd: string, args: string[], opts: StepOptions): StepResult {
  const started = Date.now();
  info(`${label}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: opts.timeoutMs,
    killSignal: 'SIGKILL',
  });
  const ms = Date.now() - started;
  const timedOut = (r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
  const detail = timedOut
    ? `timed out after ${seconds(opts.timeoutMs)}`
    : r.error
      ? r.error.message
      : r.status !== 0
        ? `exit ${r.status ?? r.signal}`
        : undefined;
  if (detail) fail(`${label} failed: ${detail} (${seconds(ms)})`);
  else ok(label, started);
  return { label, ok: !detail, ms, detail };
}

/** A step done in-process (e.g. builds, package installs). */
export async function runTask(label: string, task: () => Promise<string | undefined> | string | undefined): Promise<StepResult> {
  const started = Date.now();
  info(label);
  let detail: string | undefined;
  try {
    detail = await task();
  } catch (err) {
    detail = err instanceof Error ? err.message : String(err);
  }
  const ms = Date.now() - started;
  if (detail) fail(`${label} failed: ${detail} (${seconds(ms)})`);
  else ok(label, started);
  return { label, ok: !detail, ms, detail };
}
