// Every service's work leaves its trace in the operations panels (design.md §4): log lines
// (ops.log.appended) and result rows (ops.result.changed), each with the user who acted. One
// publisher for all of them, so the envelope, the length limits and the failure policy agree.
import { createHash } from 'node:crypto';
import type { Actor } from '@dop/contracts/common';
import {
  LogAppended,
  OPS_STREAM,
  OPS_SUBJECTS,
  ResultChanged,
  type LogLevel,
  type OperationType,
  type ProviderStatuses,
} from '@dop/contracts/ops';
import type { JetStreamClient, JetStreamManager } from 'nats';
import { ensureStream } from './ensure-stream';
import { publishEvent } from './publish';

/** Who did what: one operation (a job, a request) the lines and results belong to. */
export interface OpsRun {
  actor: Actor;
  operationType: OperationType;
  /** Groups the lines of one job; also the result's resultId. */
  jobId?: string;
  teamTag?: string | null;
}

export interface OpsErrorLog {
  error(obj: object, msg: string): void;
}

export interface OpsEventsOptions {
  /**
   * Given: a failed publish is logged here and swallowed, for work that is already done (a
   * registrar call, a DNS change) and must not be reported as failed. Absent: the publish throws.
   */
  log?: OpsErrorLog;
}

// The contract's limits (LogAppended.message, ResultChanged.message); longer text is cut, not refused.
const LINE_MAX = 10_000;
const RESULT_MESSAGE_MAX = 2000;

/**
 * The event id of one of a step's lines (`started`, `ended`, `refused`) when the caller named the step
 * (a job item's step, the same on every try): a repeated step then logs each line once. `text` (an
 * outcome's message) goes into the id, so a retry that ends differently from the lost first try
 * (failed, then went through) is logged as well, not dropped as a repeat of it.
 */
export function stepLineId(stepId: string | undefined, which: 'started' | 'ended' | 'refused', text?: string): string | undefined {
  if (stepId === undefined) return undefined;
  const id = `${stepId}:${which}`;
  return text === undefined ? id : `${id}:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

export class OpsEvents {
  constructor(
    private readonly js: JetStreamClient,
    private readonly opts: OpsEventsOptions = {},
  ) {}

  /** The OPS stream, declared idempotently by every service that publishes to it. */
  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  }

  /**
   * `eventId`: for a line that may be written again after a crash or a retry (a job's closing line):
   * the same id makes JetStream and the operations log keep it once.
   */
  line(run: OpsRun, domain: string | null, level: LogLevel, message: string, eventId?: string): Promise<void> {
    return this.guard(run, 'could not publish ops log line', () =>
      publishEvent(this.js, OPS_SUBJECTS.logAppended, LogAppended, {
        eventId,
        actor: run.actor,
        operationType: run.operationType,
        jobId: run.jobId,
        domain,
        level,
        message: message.slice(0, LINE_MAX),
      }),
    );
  }

  /** The result row of `domain` for this operation type; `success` only where the tab shows an overall outcome. */
  result(run: OpsRun, domain: string, statuses: ProviderStatuses, message?: string, success?: boolean): Promise<void> {
    return this.guard(run, 'could not publish ops result', () =>
      publishEvent(this.js, OPS_SUBJECTS.resultChanged, ResultChanged, {
        actor: run.actor,
        operationType: run.operationType,
        resultId: run.jobId,
        domain,
        userId: run.actor.userId,
        teamTag: run.teamTag ?? null,
        statuses,
        success,
        message: message?.slice(0, RESULT_MESSAGE_MAX),
      }),
    );
  }

  private async guard(run: OpsRun, what: string, publish: () => Promise<unknown>): Promise<void> {
    if (!this.opts.log) {
      await publish();
      return;
    }
    try {
      await publish();
    } catch (err) {
      this.opts.log.error({ err, operationType: run.operationType, jobId: run.jobId }, what);
    }
  }
}
