// The children of a running supervisor as DATA_DIR/supervisor.json records them, and kill -9 of one
// with a wait until the supervisor has started a new process for it. Shared by the fault suite
// (ProductRun) and the browser recovery spec (shell/e2e/support/product-processes.ts, which loads this
// file by path), so it imports nothing beyond node and two files of service-kit (wait-for, process-alive).
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@dop/service-kit/src/wait-for';
import { processAlive } from '@dop/service-kit/src/process-alive';

export interface SupervisorState {
  pid: number;
  children: Array<{ name: string; pid: number }>;
}

export function readSupervisorState(dataDir: string): SupervisorState {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'supervisor.json'), 'utf8')) as SupervisorState;
}

export function childPid(dataDir: string, name: string): number {
  const c = readSupervisorState(dataDir).children.find((x) => x.name === name);
  if (!c) throw new Error(`no child named ${name} in supervisor.json`);
  return c.pid;
}

/** kill -9 of one child; resolves once the supervisor has started a new process for it. */
export async function killAndAwaitRestart(dataDir: string, name: string, timeoutMs = 60_000): Promise<void> {
  const pid = childPid(dataDir, name);
  process.kill(pid, 'SIGKILL');
  await waitFor(async () => childPid(dataDir, name) !== pid && processAlive(childPid(dataDir, name)), {
    timeoutMs,
    intervalMs: 100,
    what: `a new ${name}`,
  });
}
