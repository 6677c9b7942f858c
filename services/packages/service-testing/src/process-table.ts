// The machine's processes as /proc shows them, for teardown and leak checks: who owns each one, its
// parent, when it started and its command. Read directly (no `ps`) so a check needs no procps and can
// also read a process's environment, which outlives the removal of the user it ran as.
import { readdirSync, readFileSync } from 'node:fs';

export { processAlive } from '@dop/service-kit/src/process-alive';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Real user id. */
  uid: number;
  /** One letter, as in `ps`: R, S, D, Z (zombie: ended, waiting to be reaped), T... */
  state: string;
  /** Start time in clock ticks since boot (field 22 of /proc/<pid>/stat); compare with processStartTicks(). */
  startTicks: number;
  cmd: string;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended while we looked, or is not ours to read
  }
}

export function processInfo(pid: number): ProcessInfo | undefined {
  const stat = read(`/proc/${pid}/stat`);
  const status = read(`/proc/${pid}/status`);
  if (!stat || !status) return undefined;
  // The command name sits in parentheses and may itself hold spaces or parentheses.
  const close = stat.lastIndexOf(')');
  const comm = stat.slice(stat.indexOf('(') + 1, close);
  const rest = stat.slice(close + 2).split(' ');
  const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  const argv = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
  return {
    pid,
    ppid: Number(rest[1]),
    uid,
    state: rest[0],
    startTicks: Number(rest[19]),
    cmd: argv.length ? argv.join(' ') : `[${comm}]`,
  };
}

/** Every process now, zombies included (filter on state 'Z' when only live ones matter). */
export function listProcesses(): ProcessInfo[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => processInfo(Number(d)))
    .filter((p): p is ProcessInfo => p !== undefined);
}

export function processStartTicks(pid = process.pid): number {
  return processInfo(pid)?.startTicks ?? 0;
}

/** One variable of a process's initial environment (needs root or the same user). */
export function processEnv(pid: number, name: string): string | undefined {
  const env = read(`/proc/${pid}/environ`);
  const entry = env?.split('\0').find((e) => e.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

/** Children, grandchildren... of `pid` (not `pid` itself), by following parent links in `table`. */
export function descendantsOf(pid: number, table: ProcessInfo[] = listProcesses()): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  const parents = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of table) {
      if (parents.has(p.ppid) && !parents.has(p.pid)) {
        parents.add(p.pid);
        found.push(p);
        grew = true;
      }
    }
  }
  return found;
}
