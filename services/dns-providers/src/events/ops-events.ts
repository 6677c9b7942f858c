// HE and PowerDNS work leaves its trace in the operations panels (design.md §4): log lines
// (ops.log.appended) and one DNS result per domain (ops.result.changed) with success and message.
import type { Actor } from '@dop/contracts/common';
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, ResultChanged, type LogLevel } from '@dop/contracts/ops';
import { ensureStream, publishEvent } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';

export type DnsOperation = 'hurricane-electric' | 'powerdns';

export interface OpRun {
  actor: Actor;
  operationType: DnsOperation;
  jobId: string;
}

export class OpsEvents {
  constructor(
    private readonly js: JetStreamClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  }

  /** A publish failure is logged, never turned into a failed update: the DNS change is already made. */
  async line(run: OpRun, domain: string | null, level: LogLevel, message: string): Promise<void> {
    try {
      await publishEvent(this.js, OPS_SUBJECTS.logAppended, LogAppended, {
        actor: run.actor,
        operationType: run.operationType,
        jobId: run.jobId,
        domain,
        level,
        message: message.slice(0, 10_000),
      });
    } catch (err) {
      this.log.error({ err }, 'could not publish ops log line');
    }
  }

  async result(run: OpRun, domain: string, success: boolean, message: string): Promise<void> {
    const status = success ? 'Success' : 'Failed';
    try {
      await publishEvent(this.js, OPS_SUBJECTS.resultChanged, ResultChanged, {
        actor: run.actor,
        operationType: run.operationType,
        resultId: run.jobId,
        domain,
        userId: run.actor.userId,
        statuses: run.operationType === 'powerdns' ? { powerdns: status } : { hurricaneElectric: status },
        success,
        message: message.slice(0, 2000),
      });
    } catch (err) {
      this.log.error({ err }, 'could not publish ops result');
    }
  }
}
