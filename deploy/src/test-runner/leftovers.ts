// The last check of `npm test` (issue 27): nothing the run started may outlive it. Two kinds of
// leftovers: processes of the suite itself (servers a test forgot to stop, orphans of a crashed
// worker) and processes of the throwaway sshd test users (remote scripts sshd leaves running when a
// session ends). Found, printed, and killed so the machine is clean for the next run.
//
// A process counts as the suite's when it descends from the runner or carries the run's token in its
// environment: orphans are re-parented to init and only the inherited variable still ties them to us.
// A test user's process counts when its user was made by this run (or by a test process that has
// ended), or when its user is gone and the login's USER still names a test user. Test users of
// another run going on at the same time (their owner process still alive) are left alone.
import { descendantsOf, listProcesses, processEnv, processStartTicks, type ProcessInfo } from '@dop/service-testing/src/process-table';
import { listSshTestUsers, SSH_TEST_USER_PREFIX } from '@dop/service-testing/src/sshd-user';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { processAlive } from '@dop/service-testing/src/process-table';
import { waitFor } from '@dop/service-testing/src/wait-for';

export const RUN_TOKEN_VAR = 'DOP_TEST_RUN';

export interface RunIdentity {
  pid: number;
  token: string;
  startTicks: number;
  /** The runner's own helpers alive before any step (tsx's esbuild service), not leftovers. */
  baseline: Set<number>;
}

export interface Leftover {
  pid: number;
  user: string;
  cmd: string;
  kind: 'suite' | 'test user';
  /** Started before this run: left by an earlier one, reported and killed but not this run's failure. */
  earlier: boolean;
}

/** Who "this run" is, without touching the environment (tests use it directly). */
export function runIdentity(token = `${process.pid}-${randomBytes(6).toString('hex')}`): RunIdentity {
  return {
    pid: process.pid,
    token,
    startTicks: processStartTicks(),
    baseline: new Set(descendantsOf(process.pid).map((p) => p.pid)),
  };
}

/** Marks every process started from now on (through process.env) as this run's. */
export function beginRun(): RunIdentity {
  const run = runIdentity();
  process.env[RUN_TOKEN_VAR] = run.token;
  return run;
}

function userNames(): Map<number, string> {
  const names = new Map<number, string>();
  for (const line of execFileSync('getent', ['passwd'], { encoding: 'utf8' }).split('\n')) {
    const [name, , uid] = line.split(':');
    if (name && uid) names.set(Number(uid), name);
  }
  return names;
}

export function findLeftovers(run: RunIdentity): Leftover[] {
  const table = listProcesses();
  const tree = new Set(descendantsOf(run.pid, table).map((p) => p.pid));
  const ours = (pid: number) => pid === run.pid || tree.has(pid) || processEnv(pid, RUN_TOKEN_VAR) === run.token;
  const testUsers = listSshTestUsers();
  const foreign = new Set(testUsers.filter((u) => processAlive(u.ownerPid) && !ours(u.ownerPid)).map((u) => u.uid));
  const mine = new Set(testUsers.filter((u) => !foreign.has(u.uid)).map((u) => u.uid));
  const names = userNames();

  const kindOf = (p: ProcessInfo): Leftover['kind'] | undefined => {
    if (tree.has(p.pid) || processEnv(p.pid, RUN_TOKEN_VAR) === run.token) return 'suite';
    if (p.uid === 0 || foreign.has(p.uid)) return undefined;
    if (mine.has(p.uid)) return 'test user';
    const removed = !names.has(p.uid) && processEnv(p.pid, 'USER')?.startsWith(SSH_TEST_USER_PREFIX);
    return removed ? 'test user' : undefined;
  };

  const found = table.flatMap((p) => {
    if (p.pid === run.pid || p.state === 'Z' || run.baseline.has(p.pid)) return [];
    const kind = kindOf(p);
    if (!kind) return [];
    const user = names.get(p.uid) ?? `uid ${p.uid} (removed ${processEnv(p.pid, 'USER') ?? 'user'})`;
    return [{ pid: p.pid, user, cmd: p.cmd, kind, earlier: p.startTicks < run.startTicks }];
  });
  return inheritEarlier(found, table);
}

/**
 * A loop left by an earlier run keeps starting new children (each `sleep` of a polling loop is new):
 * a leftover whose parent is an earlier leftover is an earlier one too, not this run's failure.
 */
function inheritEarlier(found: Leftover[], table: ProcessInfo[]): Leftover[] {
  const parent = new Map(table.map((p) => [p.pid, p.ppid]));
  const byPid = new Map(found.map((l) => [l.pid, l]));
  const earlier = (l: Leftover, depth = 0): boolean => {
    if (l.earlier || depth > 64) return l.earlier;
    const up = byPid.get(parent.get(l.pid) ?? 0);
    return up ? earlier(up, depth + 1) : false;
  };
  return found.map((l) => ({ ...l, earlier: earlier(l) }));
}

/** SIGKILLs each by PID and waits (up to timeoutMs) until they are gone; returns the PIDs still alive. */
export async function killLeftovers(leftovers: Leftover[], timeoutMs = 3000): Promise<number[]> {
  const pids = leftovers.map((l) => l.pid);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
  const live = () => pids.filter((pid) => listProcesses().some((p) => p.pid === pid && p.state !== 'Z'));
  await waitFor(() => live().length === 0, { timeoutMs, intervalMs: 50 }).catch(() => undefined); // survivors are returned
  return live();
}

export function formatLeftover(l: Leftover): string {
  const cmd = l.cmd.length > 160 ? `${l.cmd.slice(0, 157)}...` : l.cmd;
  return `pid ${l.pid}  ${l.user}  ${cmd}${l.earlier ? '  (started before this run)' : ''}`;
}

/**
 * The step: after a short grace, prints every leftover (pid, user, command), kills them all, and returns the failure
 * detail when this run left any (undefined when clean, or when only an earlier run's were found).
 */
export async function checkLeftovers(
  run: RunIdentity,
  write: (line: string) => void,
  find: (run: RunIdentity) => Leftover[] = findLeftovers,
  graceMs = 3000,
): Promise<string | undefined> {
  // Some helpers end a moment after what they serve (Chromium's crash handler, an sshd session
  // monitor): only what is still there after a short grace is left behind.
  let found = find(run);
  await waitFor(() => (found = find(run)).length === 0, { timeoutMs: graceMs, intervalMs: 250 }).catch(() => undefined);
  if (!found.length) return undefined;
  write(`Processes left behind (killing them now):\n${found.map((l) => `  ${formatLeftover(l)}`).join('\n')}\n`);
  const survivors = await killLeftovers(found);
  const current = found.filter((l) => !l.earlier);
  const parts = [
    current.length ? `${current.length} left by this run (${[...new Set(current.map((l) => l.kind))].join(', ')})` : '',
    survivors.length ? `still alive after SIGKILL: ${survivors.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : undefined;
}
