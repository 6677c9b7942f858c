// Spec 2 §7: the followed job's lines are also polled every 5 s (after the last seq shown), so the
// console catches up whatever the socket missed while it was down, and a completion it missed too.
import { useQuery } from '@tanstack/react-query';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import { fetchJobLogs, JOB_LOGS_LIMIT, JOB_LOGS_POLL_MS } from '../api/ssh-api';
import { completeJob, summarize } from '../lib/complete-job';
import { useSshStore } from '../stores/ssh-store';
import { sshKeys } from '../api/keys';

async function catchUp(toasts: ShellApi['toasts'], jobId: string): Promise<string> {
  const store = useSshStore.getState;
  for (;;) {
    let answer;
    try {
      answer = await fetchJobLogs(jobId, store().lastSeq);
    } catch (error) {
      // A job the server no longer knows cannot be followed (its data was removed).
      if (serverMessage(error).includes('No SSH job') && store().endJob(jobId))
        store().note(`Job ${jobId} is no longer known to the server`, 'warning');
      throw error;
    }
    store().addLogs(jobId, answer.logs);
    if (answer.logs.length === JOB_LOGS_LIMIT && store().currentJobId === jobId) continue;
    const { status, servers } = answer.job;
    if (status === 'completed' || status === 'failed') completeJob(toasts, jobId, status, summarize(servers));
    return status;
  }
}

export function useJobLogsPoll(toasts: ShellApi['toasts']): void {
  const jobId = useSshStore((s) => s.currentJobId);
  useQuery({
    queryKey: sshKeys.jobLogs(jobId),
    queryFn: () => catchUp(toasts, jobId as string),
    enabled: jobId !== null,
    refetchInterval: JOB_LOGS_POLL_MS,
  });
}
