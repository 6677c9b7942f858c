// The SSH tab's query keys in one place (issue 31: one convention per remote, so a write knows what to refresh).
export const sshKeys = {
  all: ['ssh'] as const,
  activeJobs: ['ssh', 'active-jobs'] as const,
  jobLogs: (jobId: string | null) => ['ssh', 'job-logs', jobId] as const,
};
