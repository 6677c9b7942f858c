// Real child processes: restart with backoff, stop by process group, SIGKILL when SIGTERM is ignored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ManagedProcess } from '../src/managed-process';
import { waitFor } from '@dop/service-testing';
import { processAlive } from '@dop/service-testing';

const backoff = { baseMs: 50, maxMs: 1000, factor: 2, stableMs: 10_000 };
let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function node(name: string, script: string, restart = true): ManagedProcess {
  return new ManagedProcess({ name, command: process.execPath, args: ['-e', script], cwd: dir, env: process.env, restart, backoff });
}

describe('managed process', () => {
  it('restarts a crashing child with growing delays and a new PID each time', async () => {
    const proc = node('crasher', 'setTimeout(() => process.exit(3), 20)');
    const pids: number[] = [];
    const at: number[] = [];
    proc.onSpawn = (pid) => {
      pids.push(pid);
      at.push(Date.now());
    };
    proc.start();
    // Stop while it waits to restart after its fourth crash, so every exit seen is its own.
    await waitFor(async () => proc.restarts >= 3 && !proc.running, { timeoutMs: 10_000, intervalMs: 5 });
    await proc.stop();
    expect(proc.lastExit).toBe('code 3');
    expect(new Set(pids).size).toBe(pids.length);
    // Each gap between starts is the child's run time plus its backoff: at least 50, 100, 200 ms.
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(gaps.slice(0, 3).map((g, i) => g >= 50 * 2 ** i)).toEqual([true, true, true]);
    const after = proc.restarts;
    await new Promise((r) => setTimeout(r, 400));
    expect(proc.restarts).toBe(after);
  });

  it('does not restart a child declared without restart', async () => {
    const proc = node('once', 'process.exit(0)', false);
    proc.start();
    await waitFor(async () => proc.lastExit !== undefined, { timeoutMs: 5000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(proc.restarts).toBe(0);
    expect(proc.running).toBe(false);
  });

  it('stops the whole process group, grandchildren included', async () => {
    const pidFile = path.join(dir, 'grandchild.pid');
    const script = `
      const { spawn } = require('node:child_process');
      const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(g.pid));
      setInterval(() => {}, 1000);`;
    const proc = node('parent', script);
    proc.start();
    await waitFor(async () => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').length > 0, { timeoutMs: 10_000 });
    const parent = proc.pid!;
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(processAlive(parent) && processAlive(grandchild)).toBe(true);
    await proc.stop();
    await waitFor(async () => !processAlive(grandchild) && !processAlive(parent), { timeoutMs: 5000 });
    expect(proc.restarts).toBe(0);
  });

  it('uses SIGKILL when a child ignores SIGTERM past the grace time', async () => {
    const readyFile = path.join(dir, 'ready');
    const proc = node(
      'stubborn',
      `process.on('SIGTERM', () => {}); require('node:fs').writeFileSync(${JSON.stringify(readyFile)}, '1'); setInterval(() => {}, 1000);`,
    );
    proc.start();
    await waitFor(async () => fs.existsSync(readyFile), { timeoutMs: 10_000 });
    const pid = proc.pid!;
    const started = Date.now();
    await proc.stop(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(proc.lastExit).toBe('signal SIGKILL');
    expect(processAlive(pid)).toBe(false);
  });
});
