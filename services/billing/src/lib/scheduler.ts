// The purchase scheduler: on every tick it takes up jobs waiting for their check and purchases whose
// due time has come, as many at once as the concurrency allows. Everything it needs is in Mongo, so a
// restarted (or second) instance picks up exactly where the schedule stands.
import type { JobChecker } from './job-checker';
import type { Purchaser } from './purchaser';

export interface SchedulerLogger {
  error(obj: object, msg: string): void;
}

export interface SchedulerOptions {
  tickMs: number;
  concurrency: number;
  log: SchedulerLogger;
}

export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly checker: JobChecker,
    private readonly purchaser: Purchaser,
    private readonly opts: SchedulerOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.opts.tickMs);
    void this.tick();
  }

  private track(work: Promise<void>, what: string): void {
    const p = work.catch((err: unknown) => this.opts.log.error({ err }, `${what} failed`)).finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  /** One pass; a pass still running when the next tick fires is not doubled. */
  tick(): Promise<void> {
    if (this.ticking || this.timer === null) return this.ticking ?? Promise.resolve();
    this.ticking = this.pass().finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async pass(): Promise<void> {
    try {
      while (this.timer !== null && this.inFlight.size < this.opts.concurrency) {
        const job = await this.checker.claim();
        if (!job) break;
        this.track(this.checker.run(job), `check of purchase job ${job._id}`);
      }
      while (this.timer !== null && this.inFlight.size < this.opts.concurrency) {
        const item = await this.purchaser.claim();
        if (!item) break;
        this.track(this.purchaser.buy(item), `purchase of ${item.domain}`);
      }
    } catch (err) {
      this.opts.log.error({ err }, 'billing scheduler tick failed');
    }
  }

  /** Stops claiming and waits for the work in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // A pass that was claiming finishes first, so whatever it claimed is awaited too.
    await this.ticking;
    await Promise.all(this.inFlight);
  }
}
