// Install outcomes also go to the operation logs (design.md §4): one line per server and one per job,
// grouped by jobId. The full console output stays in this service (GET /api/ssh/job-logs).
import type { Actor } from '@dop/contracts/common';
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, type LogLevel } from '@dop/contracts/ops';
import { ensureStream, publishEvent } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';

interface Logger {
  error(obj: object, msg: string): void;
}

export class SshOpsLog {
  constructor(
    private readonly js: JetStreamClient,
    private readonly log: Logger,
  ) {}

  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  }

  /** A publish failure is logged, never allowed to fail the install. */
  async line(actor: Actor, jobId: string, host: string | null, level: LogLevel, message: string): Promise<void> {
    try {
      await publishEvent(this.js, OPS_SUBJECTS.logAppended, LogAppended, {
        actor,
        operationType: 'ssh',
        domain: host,
        level,
        message: message.slice(0, 10_000),
        jobId,
      });
    } catch (err) {
      this.log.error({ err, jobId }, 'could not publish ops log line');
    }
  }
}
