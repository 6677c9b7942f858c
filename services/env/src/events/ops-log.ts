// Env updates and checks leave their trace as ops log lines (design.md §4); the operations service
// stores them and serves them back (GET /api/logs?operationType=env_check, clear-env-check).
import type { Actor } from '@dop/contracts/common';
import type { EnvCheckLogMessage, EnvUpdateResult } from '@dop/contracts/env';
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, type LogLevel, type OperationType } from '@dop/contracts/ops';
import { ensureStream, publishEvent } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';

export class EnvOpsLog {
  constructor(
    private readonly js: JetStreamClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  }

  update(actor: Actor, result: EnvUpdateResult): Promise<void> {
    const what = `cloaking ${result.cloakingStatus}, voluum ${result.voluumStatus}`;
    const message = result.success ? `Env updated (${what}): ${result.message}` : `Error updating env (${what}): ${result.message}`;
    return this.line(actor, 'env_update', result.domain, result.success ? 'success' : 'error', message);
  }

  /** The message is the check entry as JSON, so the checker can show it again from the logs. */
  check(actor: Actor, entry: EnvCheckLogMessage): Promise<void> {
    const ok = entry.variables.every((v) => v.matches);
    return this.line(actor, 'env_check', entry.domain, ok ? 'success' : 'warning', JSON.stringify(entry));
  }

  /** A publish failure is logged, never turned into a failed call: the site was already changed. */
  private async line(actor: Actor, operationType: OperationType, domain: string, level: LogLevel, message: string): Promise<void> {
    try {
      await publishEvent(this.js, OPS_SUBJECTS.logAppended, LogAppended, {
        actor,
        operationType,
        domain,
        level,
        message: message.slice(0, 10_000),
      });
    } catch (err) {
      this.log.error({ err }, 'could not publish ops log line');
    }
  }
}
