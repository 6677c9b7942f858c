// Runs one install job: claims it, works through its servers at most SSH_MAX_PARALLEL at once, keeps
// the lease (and the JetStream message) alive meanwhile, and finishes it. Stopping the service aborts
// the running installs; their servers and those not reached yet fail with the reason.
import { readFile } from 'node:fs/promises';
import type { SecretBox } from '@dop/service-kit';
import type { SshServiceConfig } from '../config';
import type { JobDoc } from '../models/job';
import type { JobDeps } from './job-deps';
import { openWriter } from './job-deps';
import { finishJob } from './job-finish';
import { claimJob, renewLease } from './job-store';
import { interruptJob } from './recovery';
import { runServer } from './server-install';

export const STOPPED = 'Interrupted: the ssh service stopped during the installation; check the server before running it again';
export const NOT_REACHED = 'Not started: the ssh service stopped before this server was reached';

export type RunnerConfig = Pick<
  SshServiceConfig,
  | 'SSH_PORT'
  | 'SSH_INSTALL_SCRIPT'
  | 'SSH_MAX_PARALLEL'
  | 'SSH_SERVER_TIMEOUT_MS'
  | 'SSH_CONNECT_TIMEOUT_MS'
  | 'SSH_TEST_LOGIN_USER'
  | 'EGRESS_ALLOW'
  | 'SSH_ALLOWED_HOSTS'
>;

export class InstallRunner {
  private readonly running = new Map<string, AbortController>();

  constructor(
    private readonly deps: JobDeps,
    private readonly config: RunnerConfig,
    private readonly box: SecretBox,
  ) {}

  /** Handles the job's message; `touch` keeps the message from being redelivered while the job runs. */
  async run(jobId: string, touch: () => void = () => undefined): Promise<void> {
    const claim = await claimJob(this.deps.models.jobs, jobId, this.deps.leaseMs);
    // 'busy': another copy of this message is being run under a live lease. This copy is simply
    // acknowledged: should that runner die, its lease lapses and the recovery sweep closes the job.
    if (claim.kind === 'lapsed') await interruptJob(this.deps, jobId);
    if (claim.kind !== 'claimed') return;
    const abort = new AbortController();
    this.running.set(jobId, abort);
    const timer = setInterval(
      () => {
        touch();
        renewLease(this.deps.models.jobs, jobId, this.deps.leaseMs).catch(() => undefined);
      },
      Math.max(100, Math.floor(this.deps.leaseMs / 3)),
    );
    try {
      await this.work(claim.job, abort.signal);
    } finally {
      clearInterval(timer);
      this.running.delete(jobId);
    }
  }

  private async work(job: JobDoc, signal: AbortSignal): Promise<void> {
    this.deps.live.jobsChanged(job._id);
    const writer = await openWriter(this.deps, job._id);
    const parallel = Math.min(this.config.SSH_MAX_PARALLEL, job.servers.length);
    writer.write({
      host: null,
      stream: 'system',
      level: 'info',
      message: `Installation started on ${job.servers.length} server(s), ${parallel} at a time`,
    });
    const script = await readFile(this.config.SSH_INSTALL_SCRIPT, 'utf8').catch((err: Error) => err);
    const ctx = { deps: this.deps, config: this.config, box: this.box, writer, job, signal, script };
    let next = 0;
    const lane = async () => {
      while (next < job.servers.length) {
        const index = next++;
        await runServer(ctx, index, signal.aborted ? NOT_REACHED : null);
      }
    };
    await Promise.all(Array.from({ length: parallel }, lane));
    await finishJob(this.deps, job._id, writer);
  }

  /** Aborts every running install (service stopping); their handlers then finish the jobs. */
  abortAll(): void {
    for (const abort of this.running.values()) abort.abort(STOPPED);
  }

  get active(): number {
    return this.running.size;
  }
}
