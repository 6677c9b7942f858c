// Log lines and results of Cloudflare work go to the operations service as ops events (operationType
// 'cloudflare'); the registrars service publishes those of the name server change itself.
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
import { ensureStream, publishEvent } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';

export class OpsEvents {
  /** 'cloudflare' for this tab's work; 'domain-records' when the domains tab asked (rpc). */
  constructor(
    private readonly js: JetStreamClient,
    private readonly operationType: OperationType = 'cloudflare',
  ) {}

  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  }

  async line(actor: Actor, domain: string | null, level: LogLevel, message: string, jobId?: string): Promise<void> {
    await publishEvent(this.js, OPS_SUBJECTS.logAppended, LogAppended, {
      actor,
      message: message.slice(0, 10_000),
      level,
      operationType: this.operationType,
      domain,
      jobId,
    });
  }

  async result(
    actor: Actor,
    domain: string,
    statuses: ProviderStatuses,
    message: string,
    opts: { jobId?: string; teamTag?: string | null } = {},
  ) {
    await publishEvent(this.js, OPS_SUBJECTS.resultChanged, ResultChanged, {
      actor,
      operationType: this.operationType,
      domain,
      userId: actor.userId,
      teamTag: opts.teamTag ?? null,
      statuses,
      success: !/fail|error/i.test(statuses.cloudflare ?? ''),
      message: message.slice(0, 2000),
      resultId: opts.jobId,
    });
  }
}
