// A job's output lines, in order: each line gets the job's next seq at once, lines are stored in
// batches (one insert in flight at a time, so a fast script does not mean one write per line), and a
// batch is announced on the live socket only after it is stored: a line anyone saw is never lost.
import type { SshLogEntry, SshLogLevel, SshLogStream } from '@dop/contracts/ssh';
import { retry } from '@dop/service-kit';
import type { JobLogDoc, JobLogModel } from '../models/job-log';
import { logView } from './job-view';

export interface LogLine {
  host: string | null;
  stream: SshLogStream;
  level: SshLogLevel;
  message: string;
}

export type Announce = (jobId: string, entries: SshLogEntry[]) => Promise<void> | void;

interface Logger {
  error(obj: object, msg: string): void;
}

const BATCH = 500;
/** Tries after the first; waits 200 ms doubling to 3.2 s between them (6.2 s in all). */
const RETRIES = 5;
const isDuplicateOnly = (err: unknown) => {
  const e = err as { code?: number; writeErrors?: Array<{ code?: number; err?: { code?: number } }> };
  if (e?.code === 11000 && !e.writeErrors) return true;
  return !!e?.writeErrors?.length && e.writeErrors.every((w) => (w.code ?? w.err?.code) === 11000);
};

export class JobLogWriter {
  private queue: JobLogDoc[] = [];
  private flushing: Promise<void> | null = null;

  private constructor(
    private readonly logs: JobLogModel,
    readonly jobId: string,
    private nextSeq: number,
    private readonly announce: Announce,
    private readonly log: Logger,
  ) {}

  /** Continues after the last stored line (a job taken over after a restart keeps its numbering). */
  static async open(logs: JobLogModel, jobId: string, announce: Announce, log: Logger): Promise<JobLogWriter> {
    const last = await logs.findOne({ jobId }, { seq: 1 }).sort({ seq: -1 }).lean();
    return new JobLogWriter(logs, jobId, (last?.seq ?? 0) + 1, announce, log);
  }

  write(line: LogLine): void {
    this.queue.push({ jobId: this.jobId, seq: this.nextSeq++, ...line, message: line.message || ' ', timestamp: new Date() });
    this.flushing ??= this.flush().finally(() => (this.flushing = null));
  }

  /** Resolves once every line written so far is stored and announced. */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    // Let the lines of the current output chunk join the batch.
    await new Promise((r) => setImmediate(r));
    while (this.queue.length) {
      const batch = this.queue.splice(0, BATCH);
      if (!(await this.store(batch))) continue;
      try {
        await this.announce(this.jobId, batch.map(logView));
      } catch (err) {
        this.log.error({ err, jobId: this.jobId }, 'could not announce ssh log lines');
      }
    }
  }

  private async store(batch: JobLogDoc[]): Promise<boolean> {
    const insert = async () => {
      try {
        await this.logs.insertMany(batch, { ordered: false });
      } catch (err) {
        // A retry after a lost acknowledgement finds some lines already there: that is success.
        if (!isDuplicateOnly(err)) throw err;
      }
    };
    try {
      await retry(insert, { retries: RETRIES, firstDelayMs: 200 });
      return true;
    } catch (err) {
      this.log.error({ err, jobId: this.jobId, lines: batch.length }, 'could not store ssh log lines; dropped unannounced');
      return false;
    }
  }
}
