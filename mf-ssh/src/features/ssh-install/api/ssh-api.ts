// Spec 2 §7 SSH: start a background install, the active jobs, and a job's log lines.
import { apiGet, apiSend } from '@dop/mf-kit';
import type { ActiveJobsResponse, BackgroundInstallBody, BackgroundInstallResponse, JobLogsResponse } from '@dop/contracts/ssh';

/** Spec 2 §7: job logs are polled every 5 s, at most 500 lines per call. */
export const JOB_LOGS_POLL_MS = 5_000;
export const JOB_LOGS_LIMIT = 500;

export function startInstall(body: BackgroundInstallBody): Promise<BackgroundInstallResponse> {
  return apiSend<BackgroundInstallResponse>('POST', '/api/ssh/background-install', body);
}

export function fetchActiveJobs(): Promise<ActiveJobsResponse> {
  return apiGet<ActiveJobsResponse>('/api/ssh/active-jobs?showAll=true');
}

/** The lines after `afterSeq` (the console already has the ones before). */
export function fetchJobLogs(jobId: string, afterSeq: number): Promise<JobLogsResponse> {
  return apiGet<JobLogsResponse>(`/api/ssh/job-logs/${encodeURIComponent(jobId)}?afterSeq=${afterSeq}&limit=${JOB_LOGS_LIMIT}`);
}
