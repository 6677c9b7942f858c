// Whether a process still runs, for the supervisor's run state and for tests' teardown checks: one
// answer everywhere, where each file used to ask kill(pid, 0) its own way.
import { readFileSync } from 'node:fs';

/** True while `pid` runs: it exists (ours or, EPERM, another user's) and is not a zombie (ended, not yet reaped). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state letter follows the command name, which sits in parentheses and may hold any character.
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return true; // no /proc to ask (not Linux): kill(pid, 0) has answered
  }
}
