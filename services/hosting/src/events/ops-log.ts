// Syncs and checks leave ops log lines (operationType hosting, design.md §4) so the team sees what
// the hourly sync did. Never the password: lines name the account only.
import type { Actor } from '@dop/contracts/common';
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, type LogLevel } from '@dop/contracts/ops';
import { ensureStream, publishEvent } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';

export class HostingOpsLog {
  constructor(
    private readonly js: JetStreamClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  }

  /** A publish failure is logged, never turned into a failed call: the sync itself went through. */
  async line(actor: Actor, level: LogLevel, message: string): Promise<void> {
    try {
      await publishEvent(this.js, OPS_SUBJECTS.logAppended, LogAppended, {
        actor,
        operationType: 'hosting',
        domain: null,
        level,
        message: message.slice(0, 10_000),
      });
    } catch (err) {
      this.log.error({ err }, 'could not publish ops log line');
    }
  }
}
