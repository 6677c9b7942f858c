// The ops events of one operation type, actor first: for code whose every line and result is one
// tab's work (the Cloudflare tab's, the domain records'), so the call sites name no operation type.
import type { Actor } from '@dop/contracts/common';
import type { LogLevel, OperationType, ProviderStatuses } from '@dop/contracts/ops';
import type { JetStreamClient, JetStreamManager } from 'nats';
import { OpsEvents, type OpsEventsOptions } from './ops-events';

export interface OperationOpsOptions extends OpsEventsOptions {
  /** The overall outcome a result carries, read off its statuses; absent: results carry none. */
  successOf?: (statuses: ProviderStatuses) => boolean;
}

export class OperationOps {
  private readonly ops: OpsEvents;

  constructor(
    js: JetStreamClient,
    readonly operationType: OperationType,
    private readonly opts: OperationOpsOptions = {},
  ) {
    this.ops = new OpsEvents(js, opts);
  }

  static declare(jsm: JetStreamManager): Promise<void> {
    return OpsEvents.declare(jsm);
  }

  line(actor: Actor, domain: string | null, level: LogLevel, message: string, jobId?: string, eventId?: string): Promise<void> {
    return this.ops.line({ actor, operationType: this.operationType, jobId }, domain, level, message, eventId);
  }

  result(
    actor: Actor,
    domain: string,
    statuses: ProviderStatuses,
    message: string,
    opts: { jobId?: string; teamTag?: string | null } = {},
  ): Promise<void> {
    const run = { actor, operationType: this.operationType, ...opts };
    return this.ops.result(run, domain, statuses, message, this.opts.successOf?.(statuses));
  }
}
