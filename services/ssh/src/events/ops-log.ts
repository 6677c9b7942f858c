// Install outcomes also go to the operation logs (design.md §4): one line per server and one per job,
// grouped by jobId. The full console output stays in this service (GET /api/ssh/job-logs).
import type { Actor } from '@dop/contracts/common';
import type { LogLevel } from '@dop/contracts/ops';
import { OpsEvents, type OpsErrorLog } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';

export class SshOpsLog {
  private readonly ops: OpsEvents;

  /** A publish failure is logged, never allowed to fail the install. */
  constructor(js: JetStreamClient, log: OpsErrorLog) {
    this.ops = new OpsEvents(js, { log });
  }

  static declare(jsm: JetStreamManager): Promise<void> {
    return OpsEvents.declare(jsm);
  }

  line(actor: Actor, jobId: string, host: string | null, level: LogLevel, message: string): Promise<void> {
    return this.ops.line({ actor, operationType: 'ssh', jobId }, host, level, message);
  }
}
