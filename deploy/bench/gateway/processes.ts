// Every party of the benchmark in its own process, started on free ports, waited for by polling,
// stopped by PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@dop/service-testing/src/wait-for';

export const REPO = path.resolve(__dirname, '../../..');

export interface Proc {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function track(name: string, child: ChildProcess): Proc {
  let output = '';
  const keep = (b: Buffer): void => void (output = (output + b.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A binary that is not installed (say nginx): reported, not thrown, so the bench stops what it started.
  child.once('error', (err) => process.stderr.write(`${name} failed to start: ${err.message}\n`));
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`${name} exited early (${code ?? signal}):\n${output}\n`);
  });
  let stopping = false;
  return {
    name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
        const force = setTimeout(() => child.pid && process.kill(child.pid, 'SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        process.kill(child.pid, 'SIGTERM');
      }),
  };
}

/** A TypeScript entry run by node + tsx, as `npm start` runs services; `nodeArgs` go to node (--cpu-prof). */
export function startTs(name: string, file: string, args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): Proc {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file, ...args], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(name, child);
}

export function startBinary(name: string, bin: string, args: string[]): Proc {
  return track(name, spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** Resolves with the first stdout line matching `pattern`. */
export function lineFrom(p: Proc, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error(`${p.name}: no line ${pattern} within ${timeoutMs} ms`)), timeoutMs);
    const onData = (b: Buffer): void => {
      buf += b.toString();
      const m = pattern.exec(buf);
      if (m) {
        clearTimeout(timer);
        p.child.stdout?.off('data', onData);
        resolve(m);
      }
    };
    p.child.stdout?.on('data', onData);
  });
}

export async function waitHttp(url: string, ok: (status: number) => boolean, timeoutMs = 30_000): Promise<void> {
  await waitFor(
    async () => {
      const res = await fetch(url);
      await res.arrayBuffer();
      return ok(res.status);
    },
    { timeoutMs, intervalMs: 100, what: url },
  );
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** user + system CPU seconds a process (main thread and all its threads) has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command name: state is field 3, so utime (14) and stime (15) are at indexes 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** pid and every process below it (nginx's workers), from /proc/<pid>/task/<tid>/children. */
export function processTree(pid: number): number[] {
  const out = [pid];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const kids = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      for (const k of kids ? kids.split(' ') : []) out.push(...processTree(Number(k)));
    }
  } catch {}
  return out;
}

export function treeCpuSeconds(pid: number): number {
  return processTree(pid).reduce((sum, p) => {
    try {
      return sum + cpuSeconds(p);
    } catch {
      return sum; // a process that ended between listing and reading
    }
  }, 0);
}
