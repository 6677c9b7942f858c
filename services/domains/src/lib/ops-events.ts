// Log lines and results of the domains service's own steps (job start/end, Cloudflare) go to the
// operations service as ops events; the registrars service publishes those of registrar calls itself.
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, ResultChanged, type LogLevel, type ProviderStatuses } from '@dop/contracts/ops';
import { ensureStream, publishEvent } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';

export interface OpActor {
  userId: string | null;
  userName?: string;
}

export class OpsEvents {
  constructor(private readonly js: JetStreamClient) {}

  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  }

  async line(actor: OpActor, domain: string | null, level: LogLevel, message: string, jobId?: string): Promise<void> {
    await publishEvent(this.js, OPS_SUBJECTS.logAppended, LogAppended, {
      actor,
      message,
      level,
      operationType: 'domain-records',
      domain,
      jobId,
    });
  }

  async result(
    actor: OpActor,
    domain: string,
    statuses: ProviderStatuses,
    message: string,
    opts: { jobId?: string; teamTag?: string | null } = {},
  ): Promise<void> {
    await publishEvent(this.js, OPS_SUBJECTS.resultChanged, ResultChanged, {
      actor,
      operationType: 'domain-records',
      domain,
      userId: actor.userId,
      teamTag: opts.teamTag ?? null,
      statuses,
      message: message.slice(0, 2000),
      resultId: opts.jobId,
    });
  }
}
