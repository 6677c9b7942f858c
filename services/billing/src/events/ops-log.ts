// Billing logs are ops log lines with operationType billing (spec 2 §7: GET /api/logs?operationType=billing);
// the operations service stores them. The registration itself is logged by the registrars service.
import type { Actor } from '@dop/contracts/common';
import type { LogLevel } from '@dop/contracts/ops';
import { OpsEvents, type OpsErrorLog } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';

export class BillingOpsLog {
  private readonly ops: OpsEvents;

  /** A publish failure is logged, never turned into a failed purchase: the registrar already acted. */
  constructor(js: JetStreamClient, log: OpsErrorLog) {
    this.ops = new OpsEvents(js, { log });
  }

  static declare(jsm: JetStreamManager): Promise<void> {
    return OpsEvents.declare(jsm);
  }

  line(actor: Actor, jobId: string, domain: string | null, level: LogLevel, message: string): Promise<void> {
    return this.ops.line({ actor, operationType: 'billing', jobId }, domain, level, message);
  }
}
