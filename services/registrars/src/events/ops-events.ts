// Every registrar operation leaves a trace in the operations panels (design.md §4): a log line
// (ops.log.appended) and, for domain work, the registrar's status in the result row (ops.result.changed).
import {
  LogAppended,
  OPS_STREAM,
  OPS_SUBJECTS,
  ResultChanged,
  type LogLevel,
  type OperationType,
  type ProviderStatuses,
} from '@dop/contracts/ops';
import type { Actor } from '@dop/contracts/common';
import { ensureStream, publishEvent } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';

export interface OpContext {
  actor: Actor;
  operationType: OperationType;
  jobId?: string;
  teamTag?: string | null;
}

export class OpsEvents {
  constructor(
    private readonly js: JetStreamClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  }

  /** A publish failure is logged, never turned into a failed operation: the registrar work is done. */
  async line(ctx: OpContext, domain: string | null, level: LogLevel, message: string): Promise<void> {
    try {
      await publishEvent(this.js, OPS_SUBJECTS.logAppended, LogAppended, {
        actor: ctx.actor,
        operationType: ctx.operationType,
        jobId: ctx.jobId,
        domain,
        level,
        message: message.slice(0, 10_000),
      });
    } catch (err) {
      this.log.error({ err }, 'could not publish ops log line');
    }
  }

  async result(ctx: OpContext, domain: string, statuses: ProviderStatuses, message?: string): Promise<void> {
    try {
      await publishEvent(this.js, OPS_SUBJECTS.resultChanged, ResultChanged, {
        actor: ctx.actor,
        operationType: ctx.operationType,
        resultId: ctx.jobId,
        domain,
        userId: ctx.actor.userId,
        teamTag: ctx.teamTag ?? null,
        statuses,
        message: message?.slice(0, 2000),
      });
    } catch (err) {
      this.log.error({ err }, 'could not publish ops result');
    }
  }
}
