// DATA_DIR/supervisor.json: leftovers of a supervisor killed with SIGKILL are stopped; a live one is respected.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@dop/service-testing';
import { RunStateFile } from '../src/run-state';

let dir: string;
const started: ChildProcess[] = [];
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runstate-'))));
afterEach(() => {
  for (const c of started.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

function sleeper(...extraArgs: string[]): ChildProcess {
  const c = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', ...extraArgs], { detached: true, stdio: 'ignore' });
  started.push(c);
  return c;
}

const deadPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid!;
const exited = (c: ChildProcess): Promise<boolean> => Promise.resolve(c.exitCode !== null || c.signalCode !== null);

function writeState(pid: number, children: Array<{ name: string; pid: number; marker: string }>): void {
  fs.writeFileSync(path.join(dir, 'supervisor.json'), JSON.stringify({ pid, children }));
}

describe('supervisor run state', () => {
  it('kills children left by a dead supervisor, but not a PID now used by something else', async () => {
    const leftover = sleeper(`${dir}/mongo`);
    const stranger = sleeper('unrelated');
    writeState(deadPid(), [
      { name: 'mongo', pid: leftover.pid!, marker: `${dir}/mongo` },
      { name: 'nats', pid: stranger.pid!, marker: `${dir}/nats` },
    ]);
    await new RunStateFile(dir).acquire();
    await waitFor(() => exited(leftover), { timeoutMs: 5000 });
    expect(stranger.exitCode).toBeNull();
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'supervisor.json'), 'utf8'))).toEqual({ pid: process.pid, children: [] });
  });

  it('refuses to share DATA_DIR with a live supervisor', async () => {
    const other = sleeper('deploy/bin/start.js');
    writeState(other.pid!, []);
    await expect(new RunStateFile(dir).acquire()).rejects.toThrow(`another supervisor (PID ${other.pid}) is running with this DATA_DIR`);
  });

  it('records children and removes the file on release', async () => {
    const state = new RunStateFile(dir);
    await state.acquire();
    state.setChild('nats', 1234, 'nats-marker');
    state.setChild('nats', 1235, 'nats-marker');
    expect(JSON.parse(fs.readFileSync(state.file, 'utf8')).children).toEqual([{ name: 'nats', pid: 1235, marker: 'nats-marker' }]);
    state.release();
    expect(fs.existsSync(state.file)).toBe(false);
  });
});
