// HTTP API of the ssh service (spec 2 §3 "SSH server entry", "SSH background job", §5 SSH, §7 SSH).
import { z } from 'zod';
import { isIpv4 } from '../common/dns';
import { IsoDateTime, QueryBoolean } from '../common/http';

/** Servers one install may cover; more is a typo or abuse, not an operator's batch. */
export const MAX_SERVERS_PER_INSTALL = 100;
/** GET /api/ssh/job-logs/{jobId} answers at most this many lines (spec 2 §7). */
export const JOB_LOGS_LIMIT = 500;

/** A POSIX login name; the UI always sends root (spec 2 §9 "SSH default user root"). */
export const SshUsername = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[a-z_][a-z0-9_.-]*\$?$/, 'must be a login name like root');

export const SshServerInput = z.object({
  host: z.string().trim().refine(isIpv4, 'must be an IPv4 address like 203.0.113.10'),
  username: SshUsername.default('root'),
  password: z.string().min(1, 'Заполните все поля IP и пароля').max(1024),
});
export type SshServerInput = z.input<typeof SshServerInput>;

export const BackgroundInstallBody = z
  .object({ servers: z.array(SshServerInput).min(1, 'at least one server').max(MAX_SERVERS_PER_INSTALL) })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.servers.forEach((s, i) => {
      if (seen.has(s.host)) ctx.addIssue({ code: 'custom', path: ['servers', i, 'host'], message: `${s.host} is listed twice` });
      seen.add(s.host);
    });
  });
export type BackgroundInstallBody = z.input<typeof BackgroundInstallBody>;

export const BackgroundInstallResponse = z.object({
  success: z.boolean(),
  jobId: z.string().nullable(),
  error: z.string().nullable(),
});
export type BackgroundInstallResponse = z.infer<typeof BackgroundInstallResponse>;

/** pending → running → completed or failed (spec 2 §4.2); a job fails when any of its servers failed. */
export const SSH_JOB_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export const SshJobStatus = z.enum(SSH_JOB_STATUSES);
export type SshJobStatus = z.infer<typeof SshJobStatus>;

/** One server of a job as the API shows it: never its password. */
export const SshJobServer = z.object({
  host: z.string(),
  username: z.string(),
  status: SshJobStatus,
  /** Why it failed (authentication, changed host key, exit code, timeout, restart). */
  error: z.string().nullable(),
  exitCode: z.number().int().nullable(),
});
export type SshJobServer = z.infer<typeof SshJobServer>;

export const SshJob = z.object({
  id: z.string(),
  status: SshJobStatus,
  servers: z.array(SshJobServer),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: IsoDateTime,
  startedAt: IsoDateTime.nullable(),
  finishedAt: IsoDateTime.nullable(),
});
export type SshJob = z.infer<typeof SshJob>;

/** GET /api/ssh/active-jobs: pending and running jobs, yours or (showAll) everyone's. */
export const ActiveJobsQuery = z.object({ showAll: QueryBoolean.optional() });
export const ActiveJobsResponse = z.object({ jobs: z.array(SshJob) });
export type ActiveJobsResponse = z.infer<typeof ActiveJobsResponse>;

/** stdout/stderr are the script's own lines; system lines are the service's (connecting, result). */
export const SshLogStream = z.enum(['stdout', 'stderr', 'system']);
export type SshLogStream = z.infer<typeof SshLogStream>;
export const SshLogLevel = z.enum(['info', 'success', 'warning', 'error']);
export type SshLogLevel = z.infer<typeof SshLogLevel>;

/** One line of a job's output; seq orders the lines of a job (1, 2, 3, … with no gaps). */
export const SshLogEntry = z.object({
  jobId: z.string(),
  seq: z.number().int().min(1),
  host: z.string().nullable(),
  stream: SshLogStream,
  level: SshLogLevel,
  message: z.string(),
  timestamp: IsoDateTime,
});
export type SshLogEntry = z.infer<typeof SshLogEntry>;

export const JobLogsParams = z.object({ jobId: z.string().trim().min(1).max(64) });
/** Without afterSeq: the last `limit` lines; with it: the first `limit` lines after that seq. */
export const JobLogsQuery = z.object({
  afterSeq: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(JOB_LOGS_LIMIT).default(JOB_LOGS_LIMIT),
});
export const JobLogsResponse = z.object({ logs: z.array(SshLogEntry), job: SshJob });
export type JobLogsResponse = z.infer<typeof JobLogsResponse>;
