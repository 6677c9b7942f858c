// The whole product under its real supervisor (`node deploy/bin/start.js`, as `npm start` runs it) on a
// free port with its own DATA_DIR and extra env (simulator URLs, limits). Children's PIDs are read from
// DATA_DIR/supervisor.json, so a test can kill one with SIGKILL and watch the supervisor bring it back.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PortAllocator } from '../ports';
import { waitFor } from '@dop/service-kit/src/wait-for';
import { natsViolations } from './nats-violations';
import { REPO_ROOT } from './service-stack';
import { childPid, killAndAwaitRestart, readSupervisorState, type SupervisorState } from './supervised-children';
import { processAlive } from '@dop/service-kit/src/process-alive';

export class ProductRun {
  output = '';
  /** Every NATS permissions violation reported in the output (kept whole: the output is cut). */
  readonly violations: string[] = [];
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    readonly dataDir: string,
  ) {
    // Kept short: the supervisor prefixes every child line, and a long run would fill memory.
    const keep = (d: Buffer) => {
      this.output = (this.output + d.toString()).slice(-200_000);
      this.violations.push(...natsViolations(d.toString()));
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
  }

  static async start(env: Record<string, string> = {}): Promise<ProductRun> {
    const port = await new PortAllocator('127.0.0.1').next();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dop-product-'));
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'deploy/bin/start.js')], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1', SKIP_INSTALL: '1', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run = new ProductRun(child, `http://127.0.0.1:${port}`, dataDir);
    try {
      await waitFor(async () => run.output.includes(`Ready: ${run.url}`), {
        timeoutMs: 240_000,
        abort: () => (child.exitCode !== null ? `supervisor exited early:\n${run.output.slice(-4000)}` : undefined),
      });
    } catch (err) {
      await run.stop();
      throw err;
    }
    return run;
  }

  state(): SupervisorState {
    return readSupervisorState(this.dataDir);
  }

  pidOf(name: string): number {
    return childPid(this.dataDir, name);
  }

  childNames(): string[] {
    return this.state().children.map((c) => c.name);
  }

  /** kill -9 of one child; resolves once the supervisor has started a new process for it. */
  killAndAwaitRestart(name: string, timeoutMs = 60_000): Promise<void> {
    return killAndAwaitRestart(this.dataDir, name, timeoutMs);
  }

  /**
   * Ctrl-C as the user would; SIGKILL of every remaining child by PID if it hangs. Removes DATA_DIR.
   * Throws afterwards if any app was refused something on NATS during the run.
   */
  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((r) => this.child.once('exit', r));
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    const file = path.join(this.dataDir, 'supervisor.json');
    if (fs.existsSync(file)) for (const c of this.state().children) if (processAlive(c.pid)) process.kill(-c.pid, 'SIGKILL');
    fs.rmSync(this.dataDir, { recursive: true, force: true });
    if (this.violations.length)
      throw new Error(`NATS refused an app during the run (docs/events/nats-permissions.json):\n${this.violations.join('\n')}`);
  }
}
