// Stopping a spawned server by its PID: SIGTERM, then SIGKILL if it lingers.
import type { ChildProcess } from 'node:child_process';
import { descendantsOf } from './process-table';

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const done = exited(child);
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
  }, graceMs);
  await done;
  clearTimeout(timer);
}

/**
 * SIGKILLs every descendant of pid (not pid itself), deepest first. For servers whose workers outlive
 * them: sshd's per-connection processes keep their sessions running after the listener stops.
 */
export function killDescendants(pid: number): number[] {
  const found = descendantsOf(pid).reverse();
  for (const p of found) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // ended on its own meanwhile
    }
  }
  return found.map((p) => p.pid);
}

/** Keeps the last few KiB of a child's output for error messages. */
export function tailOutput(child: ChildProcess, maxChars = 4000): () => string {
  let buf = '';
  const take = (chunk: Buffer) => {
    buf = (buf + chunk.toString()).slice(-maxChars);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => buf;
}
