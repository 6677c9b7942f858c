// CPU time each part of the bench spends per request (Linux /proc), so runs on a loaded, shared machine
// can still be compared: latency there depends on who else runs, CPU time per request much less.
import { readdirSync, readFileSync } from 'node:fs';

export type CpuSnapshot = Map<string, number>;

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A short name for a child process from its command line. */
function partOf(cmdline: string): string {
  const known = ['embedded-mongo', 'nats-server', 'identity', 'domains', 'gateway'];
  return known.find((k) => cmdline.includes(k)) ?? cmdline.slice(0, 40);
}

/** CPU ms (user + system) so far of this process ("bench client") and each of its child processes. */
export function cpuSnapshot(): CpuSnapshot {
  const own = process.cpuUsage();
  const out: CpuSnapshot = new Map([['bench client', (own.user + own.system) / 1000]]);
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return out; // not Linux: the client's own time only
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[1]) !== process.pid) continue; // f[1] is the parent pid
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const part = partOf(cmd);
      out.set(part, (out.get(part) ?? 0) + (Number(f[11]) + Number(f[12])) * TICK_MS);
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/** CPU ms per request of each part between two snapshots. */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): string {
  const parts = [...after].map(([part, ms]) => `${part} ${((ms - (before.get(part) ?? 0)) / requests).toFixed(2)}`);
  const total = [...after].reduce((sum, [part, ms]) => sum + ms - (before.get(part) ?? 0), 0);
  return `CPU ms per request: ${parts.join(', ')}; all ${(total / requests).toFixed(2)}`;
}
