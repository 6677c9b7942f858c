// Syncs and checks leave ops log lines (operationType hosting, design.md §4) so the team sees what
// the hourly sync did. Never the password: lines name the account only.
import type { Actor } from '@dop/contracts/common';
import type { LogLevel } from '@dop/contracts/ops';
import { OpsEvents, type OpsErrorLog } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';

export class HostingOpsLog {
  private readonly ops: OpsEvents;

  /** A publish failure is logged, never turned into a failed call: the sync itself went through. */
  constructor(js: JetStreamClient, log: OpsErrorLog) {
    this.ops = new OpsEvents(js, { log });
  }

  static declare(jsm: JetStreamManager): Promise<void> {
    return OpsEvents.declare(jsm);
  }

  line(actor: Actor, level: LogLevel, message: string): Promise<void> {
    return this.ops.line({ actor, operationType: 'hosting' }, null, level, message);
  }
}
