// Live notifications for the sockets, over core NATS so every instance's hub hears every job,
// whichever instance runs it. At-most-once is enough here: the lines are stored first, and a client
// that missed some asks for them by seq when it (re)subscribes.
import { randomUUID } from 'node:crypto';
import type { SshJobCompleted, SshLogEntry } from '@dop/contracts/ssh';
import { SSH_LIVE, SshJobFinished, SshJobsChanged, SshLogAppended } from '@dop/contracts/ssh';
import type { NatsConnection } from 'nats';
import type { z } from 'zod';

const encoder = new TextEncoder();
const envelope = () => ({ eventId: randomUUID(), version: 1, occurredAt: new Date().toISOString(), actor: { userId: null } });

export class LiveEvents {
  constructor(private readonly nc: NatsConnection) {}

  private send<S extends z.ZodType>(subject: string, schema: S, payload: z.input<S>): void {
    if (this.nc.isClosed()) return;
    this.nc.publish(subject, encoder.encode(JSON.stringify(schema.parse(payload))));
  }

  logs(jobId: string, logs: SshLogEntry[]): void {
    this.send(SSH_LIVE.logAppended, SshLogAppended, { ...envelope(), update: { type: 'log_update', jobId, logs } });
  }

  completed(completed: SshJobCompleted, userId: string | null): void {
    this.send(SSH_LIVE.completed, SshJobFinished, { ...envelope(), completed, userId });
  }

  jobsChanged(jobId: string): void {
    this.send(SSH_LIVE.jobsChanged, SshJobsChanged, { ...envelope(), jobId });
  }
}
