// Hand-written: pm2 and forever supervise from a daemon of their own; the run keeps each child in hand (process group, PID, backoff).
// One supervised child: spawned in its own process group (so a terminal Ctrl-C reaches only the
// supervisor, which then stops children in order), output prefixed with its name, restarted with
// backoff when it dies on its own, stopped by PID with SIGTERM then SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { RestartBackoff, type BackoffOptions } from './backoff';
import { dim, info, linePrefixer, red, seconds } from './log';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  restart: boolean;
  backoff?: BackoffOptions;
  /** Lines for which this returns false are not shown (e.g. nats-server's start-up banner). */
  showLine?: (line: string) => boolean;
}

export class ManagedProcess {
  private child?: ChildProcess;
  private startedAt = 0;
  private stopping = false;
  private restartTimer?: NodeJS.Timeout;
  private readonly backoff: RestartBackoff;
  private exitWaiters: Array<() => void> = [];
  /** Called with the new PID after every (re)start, so the run state on disk stays current. */
  onSpawn?: (pid: number) => void;
  restarts = 0;
  lastExit?: string;

  constructor(readonly spec: ProcessSpec) {
    this.backoff = new RestartBackoff(spec.backoff);
  }

  get name(): string {
    return this.spec.name;
  }

  get pid(): number | undefined {
    return this.child?.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined;
  }

  get running(): boolean {
    return this.pid !== undefined;
  }

  start(): void {
    const { command, args, cwd, env } = this.spec;
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.startedAt = Date.now();
    const show = this.spec.showLine ?? (() => true);
    const out = linePrefixer(this.name, process.stdout);
    const err = linePrefixer(this.name, process.stderr);
    readline.createInterface({ input: child.stdout! }).on('line', (l) => show(l) && out(l));
    readline.createInterface({ input: child.stderr! }).on('line', (l) => show(l) && err(l));
    child.once('error', (err) => info(red(`${this.name}: cannot start ${command}: ${err.message}`)));
    if (child.pid) this.onSpawn?.(child.pid);
    child.once('exit', (code, signal) => this.exited(child, code, signal));
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    // A leader that exits may leave its own children behind; the group goes with it.
    if (child.pid) killGroup(child.pid, 'SIGKILL', false);
    this.lastExit = signal ? `signal ${signal}` : `code ${code}`;
    const waiters = this.exitWaiters;
    this.exitWaiters = [];
    waiters.forEach((w) => w());
    if (this.stopping || !this.spec.restart) {
      if (!this.stopping) info(red(`${this.name} exited (${this.lastExit})`));
      return;
    }
    const ranMs = Date.now() - this.startedAt;
    const { attempt, delayMs } = this.backoff.next(ranMs);
    info(red(`${this.name} exited (${this.lastExit}) after ${seconds(ranMs)}; restart #${attempt} in ${seconds(delayMs)}`));
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (this.stopping) return;
      this.restarts += 1;
      info(dim(`restarting ${this.name}`));
      this.start();
    }, delayMs);
  }

  /** Stops the child and its group: SIGTERM, then SIGKILL after `graceMs`. Never restarts afterwards. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const pid = this.pid;
    if (pid === undefined) return;
    const gone = new Promise<void>((resolve) => this.exitWaiters.push(resolve));
    killGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => {
      info(red(`${this.name} did not stop within ${seconds(graceMs)}; SIGKILL`));
      killGroup(pid, 'SIGKILL');
    }, graceMs);
    await gone;
    clearTimeout(timer);
  }

  /** Last resort when the supervisor itself is exiting: no waiting. */
  kill(): void {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const pid = this.pid;
    if (pid !== undefined) killGroup(pid, 'SIGKILL');
  }
}

/** Signals the process group led by `pid`; falls back to the PID alone only while it is known to be alive. */
export function killGroup(pid: number, signal: NodeJS.Signals, leaderAlive = true): void {
  try {
    process.kill(-pid, signal);
  } catch {
    if (!leaderAlive) return;
    try {
      process.kill(pid, signal);
    } catch {}
  }
}
