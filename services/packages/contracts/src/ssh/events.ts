// The ssh service's NATS subjects. Install work is a JetStream job (one message per job, the servers
// and their sealed passwords stay in the service's database: the message carries only the id). Live
// notifications are core NATS: every instance's socket hub hears every line, whichever instance runs
// the job; the lines themselves are already stored before they are announced.
import { z } from 'zod';
import { EventEnvelope } from '../common/events';
import { SshJobCompleted, SshLogUpdate } from './socket';

export const SSH_JOBS = { install: 'jobs.ssh.install' } as const;
export const SSH_JOBS_STREAM = { name: 'SSH_JOBS', subjects: ['jobs.ssh.>'] } as const;

export const SshInstallMessage = EventEnvelope.extend({ jobId: z.string().min(1).max(64) });
export type SshInstallMessage = z.infer<typeof SshInstallMessage>;

export const SSH_LIVE = {
  logAppended: 'ssh.job.log-appended',
  completed: 'ssh.job.completed',
  /** A job was created, started or finished: hubs resend active_jobs. */
  jobsChanged: 'ssh.jobs.changed',
} as const;

export const SshLogAppended = EventEnvelope.extend({ update: SshLogUpdate });
export type SshLogAppended = z.infer<typeof SshLogAppended>;
export const SshJobFinished = EventEnvelope.extend({ completed: SshJobCompleted, userId: z.string().nullable() });
export type SshJobFinished = z.infer<typeof SshJobFinished>;
export const SshJobsChanged = EventEnvelope.extend({ jobId: z.string() });
export type SshJobsChanged = z.infer<typeof SshJobsChanged>;
