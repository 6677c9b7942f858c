// Ending every process of a throwaway test user. sshd leaves a session's commands running when the
// client disconnects or the daemon stops (a script with no output never meets a closed pipe), so a
// test that timed out or aborted a remote script leaves it looping forever unless teardown ends it.
// kill(-1) sent *as that user* reaches all of the user's processes and nothing else, in one system
// call, so a loop that forks between our looking and our killing is caught too.
import { spawnSync } from 'node:child_process';
import { listProcesses, type ProcessInfo } from './process-table';
import { waitFor } from './wait-for';

/** The user's live processes (zombies have ended; they only wait for their parent to reap them). */
export function processesOfUid(uid: number): ProcessInfo[] {
  return listProcesses().filter((p) => p.uid === uid && p.state !== 'Z');
}

/** SIGKILLs every process of uid (needs root); resolves once none is left, rejects naming the survivors. */
export async function killUserProcesses(uid: number, gid: number, timeoutMs = 5000): Promise<void> {
  // Never uid 0: kill(-1) as root would end every process on the machine.
  if (!Number.isInteger(uid) || uid <= 0) throw new Error(`refusing to kill the processes of uid ${uid}`);
  await waitFor(
    () => {
      if (!processesOfUid(uid).length) return true;
      spawnSync('/bin/sh', ['-c', 'kill -KILL -1'], { uid, gid, stdio: 'ignore' });
      return false;
    },
    { timeoutMs, intervalMs: 20 },
  ).catch(() => {
    const left = processesOfUid(uid);
    if (left.length) throw new Error(`processes of uid ${uid} survived SIGKILL: ${left.map((p) => `${p.pid} ${p.cmd}`).join('; ')}`);
  });
}
