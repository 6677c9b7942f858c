// Issue 31: after 'CloudFlare domains added' / 'Move started' (what the call did), a second
// notification when the job's provider steps end: "N done, N failed", with Show failures (the tab's
// results). Polls the tab's newest results every 3 s while a job is watched; after 2 minutes without
// progress it says the job is taking too long and stops waiting.
import type { ResultsReply } from '@dop/contracts/ops';
import { apiGet } from '@dop/mf-kit';
import { jobOutcomeText, STALLED_AFTER_MS, STALLED_TEXT, toastAfterCurrent } from '@dop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { cloudflareKeys } from '../api/cloudflare-api';
import { tallyJob } from '../lib/job-outcome';
import { useWatchedJobs } from '../stores/watched-jobs';

export const OUTCOME_POLL_MS = 3_000;
const TITLE = { add: 'CloudFlare add', move: 'Move to CloudFlare' } as const;

function showResults(): void {
  const panel = document.querySelector<HTMLElement>('[data-section="results"]');
  panel?.scrollIntoView({ block: 'start' });
  panel?.querySelector<HTMLElement>('input')?.focus();
}

export function useJobOutcomes(): void {
  const { jobs, forget } = useWatchedJobs();
  const results = useQuery({
    queryKey: cloudflareKeys.outcomeResults,
    queryFn: ({ signal }) => apiGet<ResultsReply>('/api/results?showAll=false&operationType=cloudflare&limit=100', { signal }),
    enabled: jobs.length > 0,
    refetchInterval: OUTCOME_POLL_MS,
  });
  // Per job: the last progress seen and when, for the 'taking too long' notice.
  const progress = useRef(new Map<string, { seen: number; at: number }>());
  useEffect(() => {
    const data = results.data;
    if (!data) return;
    const rows = Array.isArray(data) ? data : data.data;
    const now = Date.now();
    for (const job of jobs) {
      const tally = tallyJob(job, rows);
      const last = progress.current.get(job.jobId);
      if (!last || last.seen !== tally.done + tally.failed) progress.current.set(job.jobId, { seen: tally.done + tally.failed, at: now });
      const stalled = last !== undefined && last.seen === tally.done + tally.failed && now - last.at > STALLED_AFTER_MS;
      if (!tally.finished && !stalled) continue;
      forget(job.jobId);
      progress.current.delete(job.jobId);
      const failed = tally.failed > 0;
      // After the add/move toast has had its time (one toast at a time, spec 1 §9).
      toastAfterCurrent(
        tally.finished
          ? {
              title: `${TITLE[job.kind]} finished: ${jobOutcomeText(tally)}`,
              description: failed ? 'Open the results to see which domains failed and why.' : undefined,
              variant: failed ? 'destructive' : 'default',
              action: failed ? { label: 'Show failures', onClick: showResults } : undefined,
            }
          : { title: `${TITLE[job.kind]}: ${jobOutcomeText(tally)} so far`, description: STALLED_TEXT, variant: 'destructive' },
      );
    }
  }, [results.data, jobs, forget]);
}
