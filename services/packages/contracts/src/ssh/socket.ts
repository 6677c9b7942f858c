// The live socket /ssh-ws (spec 2 §7 SSH): the server sends log_update, job_completed and active_jobs;
// the client subscribes to the job it shows and says which line it already has, so a reconnect
// resumes where it stopped instead of replaying or losing lines.
import { z } from 'zod';
import { SshJob, SshJobServer, SshJobStatus, SshLogEntry } from './http';

export const SSH_WS_PATH = '/ssh-ws';

/** Client → server. */
export const SshSocketSubscribe = z.object({
  type: z.literal('subscribe'),
  jobId: z.string().min(1).max(64),
  /** Lines up to this seq are already shown; the server sends the rest, then live lines. */
  afterSeq: z.number().int().min(0).default(0),
});
export const SshSocketUnsubscribe = z.object({ type: z.literal('unsubscribe'), jobId: z.string().min(1).max(64) });
export const SshClientMessage = z.discriminatedUnion('type', [SshSocketSubscribe, SshSocketUnsubscribe]);
export type SshClientMessage = z.input<typeof SshClientMessage>;

/** Server → client. */
export const SshLogUpdate = z.object({ type: z.literal('log_update'), jobId: z.string(), logs: z.array(SshLogEntry) });
export const SshJobCompleted = z.object({
  type: z.literal('job_completed'),
  jobId: z.string(),
  status: SshJobStatus,
  servers: z.array(SshJobServer),
  /** A one-line summary, e.g. "1 of 2 servers failed". */
  message: z.string(),
});
export const SshActiveJobs = z.object({ type: z.literal('active_jobs'), jobs: z.array(SshJob) });
export const SshServerMessage = z.discriminatedUnion('type', [SshLogUpdate, SshJobCompleted, SshActiveJobs]);
export type SshServerMessage = z.infer<typeof SshServerMessage>;
export type SshLogUpdate = z.infer<typeof SshLogUpdate>;
export type SshJobCompleted = z.infer<typeof SshJobCompleted>;
export type SshActiveJobs = z.infer<typeof SshActiveJobs>;
