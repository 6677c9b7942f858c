// Runs the real `node deploy/bin/start.js` for integration tests and reads its run state.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@dop/service-testing';
import { processAlive } from '@dop/service-testing';

const root = path.resolve(__dirname, '../..');

export interface RunState {
  pid: number;
  children: Array<{ name: string; pid: number }>;
}

export class SupervisorRun {
  readonly child: ChildProcess;
  output = '';
  readonly exited: Promise<number | null>;

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {
    this.child = spawn(process.execPath, [path.join(root, 'deploy/bin/start.js')], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1', SKIP_INSTALL: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child.stderr!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async ready(): Promise<void> {
    await waitFor(async () => this.output.includes(`Ready: ${this.url}`), {
      timeoutMs: 180_000,
      abort: () => (this.child.exitCode !== null ? `supervisor exited early:\n${this.output}` : undefined),
    });
  }

  state(): RunState {
    return JSON.parse(fs.readFileSync(path.join(this.dataDir, 'supervisor.json'), 'utf8')) as RunState;
  }
}

/** Teardown after a failed assertion: whatever a run left behind goes, by PID. */
export function killLeftovers(dataDir: string, runs: SupervisorRun[]): void {
  for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  const file = path.join(dataDir, 'supervisor.json');
  if (fs.existsSync(file)) {
    const state = JSON.parse(fs.readFileSync(file, 'utf8')) as RunState;
    for (const c of state.children) if (processAlive(c.pid)) process.kill(-c.pid, 'SIGKILL');
  }
}
