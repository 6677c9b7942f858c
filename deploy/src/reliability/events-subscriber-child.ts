// Starts events-subscriber-process.ts as a process of its own (node --import tsx) with a subscriber
// login file of `npm start`, and reads what it wrote: the events, its connection's status changes,
// the answers to its forbidden attempts. stop() ends it by its PID.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@dop/service-kit/src/wait-for';
import { readLines, type SubscriberLine } from './events-lines';
import type { Probes } from './events-probes';
import { REPO_ROOT } from './service-stack';

export class SubscriberChild {
  output = '';

  private constructor(
    readonly child: ChildProcess,
    readonly file: string,
  ) {
    const keep = (d: Buffer) => (this.output = (this.output + d.toString()).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
  }

  static async start(loginFile: string, durable: string): Promise<SubscriberChild> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dop-events-sub-'));
    const file = path.join(dir, 'events.jsonl');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'events-subscriber-process.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, EVENTS_LOGIN: loginFile, EVENTS_OUT: file, EVENTS_DURABLE: durable },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const sub = new SubscriberChild(child, file);
    try {
      await waitFor(() => sub.lines().some((l) => l.kind === 'ready'), {
        timeoutMs: 60_000,
        what: 'the subscriber process to subscribe',
        abort: () => sub.failure(),
      });
    } catch (err) {
      await sub.stop();
      throw err;
    }
    return sub;
  }

  get pid(): number {
    return this.child.pid!;
  }

  lines(): SubscriberLine[] {
    return readLines(this.file);
  }

  /** Why the process cannot go on (it exited or wrote an error), or undefined while it runs. */
  failure(): string | undefined {
    const error = this.lines().find((l) => l.kind === 'error');
    if (error && error.kind === 'error') return `subscriber process: ${error.message}`;
    if (this.child.exitCode !== null || this.child.signalCode !== null)
      return `subscriber process exited (${this.child.exitCode ?? this.child.signalCode}):\n${this.output.slice(-4000)}`;
    return undefined;
  }

  /** Has the process try what a subscriber must not do, with its own login; resolves with the answers. */
  async probe(): Promise<Probes> {
    this.child.send('probe');
    const line = await waitFor(() => this.lines().find((l) => l.kind === 'probes'), {
      timeoutMs: 60_000,
      what: 'the subscriber’s forbidden attempts',
      abort: () => this.failure(),
    });
    return line as Extract<SubscriberLine, { kind: 'probes' }>;
  }

  /** SIGTERM (it closes its consumer's iterator and connection), SIGKILL if it lingers; removes the file. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((r) => this.child.once('exit', r));
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(path.dirname(this.file), { recursive: true, force: true });
  }
}
