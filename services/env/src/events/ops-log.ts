// Env updates and checks leave their trace as ops log lines (design.md §4); the operations service
// stores them and serves them back (GET /api/logs?operationType=env_check, clear-env-check). A publish
// failure is logged, never turned into a failed call: the site was already changed.
import type { Actor } from '@dop/contracts/common';
import type { EnvCheckLogMessage, EnvUpdateResult } from '@dop/contracts/env';
import { OpsEvents, type OpsErrorLog } from '@dop/service-kit';
import type { JetStreamClient } from 'nats';

export class EnvOpsLog extends OpsEvents {
  constructor(js: JetStreamClient, log: OpsErrorLog) {
    super(js, { log });
  }

  update(actor: Actor, result: EnvUpdateResult): Promise<void> {
    const what = `cloaking ${result.cloakingStatus}, voluum ${result.voluumStatus}`;
    const message = result.success ? `Env updated (${what}): ${result.message}` : `Error updating env (${what}): ${result.message}`;
    return this.line({ actor, operationType: 'env_update' }, result.domain, result.success ? 'success' : 'error', message);
  }

  /** The message is the check entry as JSON, so the checker can show it again from the logs. */
  check(actor: Actor, entry: EnvCheckLogMessage): Promise<void> {
    const ok = entry.variables.every((v) => v.matches);
    return this.line({ actor, operationType: 'env_check' }, entry.domain, ok ? 'success' : 'warning', JSON.stringify(entry));
  }
}
