// What the runner, the recovery and the finishing step share.
import type { LiveEvents } from '../events/live';
import type { SshOpsLog } from '../events/ops-log';
import type { Models } from '../models';
import { JobLogWriter } from './log-writer';

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobDeps {
  models: Models;
  live: LiveEvents;
  ops: SshOpsLog;
  log: JobLogger;
  leaseMs: number;
  /** The targets' sshd port (SSH_PORT), named in the install events. */
  sshPort?: number;
  /** Tells the event relay that a write staged events. */
  nudgeEvents?: () => void;
}

export function openWriter(deps: JobDeps, jobId: string): Promise<JobLogWriter> {
  return JobLogWriter.open(deps.models.logs, jobId, (id, entries) => deps.live.logs(id, entries), deps.log);
}
