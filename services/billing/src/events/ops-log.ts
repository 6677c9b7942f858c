// Billing logs are ops log lines with operationType billing (spec 2 §7: GET /api/logs?operationType=billing);
// the operations service stores them. The registration itself is logged by the registrars service.
import type { Actor } from '@dop/contracts/common';
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, type LogLevel } from '@dop/contracts/ops';
import { ensureStream, publishEvent } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';

export class BillingOpsLog {
  constructor(
    private readonly js: JetStreamClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  }

  /** A publish failure is logged, never turned into a failed purchase: the registrar already acted. */
  async line(actor: Actor, jobId: string, domain: string | null, level: LogLevel, message: string): Promise<void> {
    try {
      await publishEvent(this.js, OPS_SUBJECTS.logAppended, LogAppended, {
        actor,
        operationType: 'billing',
        jobId,
        domain,
        level,
        message: message.slice(0, 10_000),
      });
    } catch (err) {
      this.log.error({ err }, 'could not publish billing log line');
    }
  }
}
