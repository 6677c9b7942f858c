// Issue 31: after 'CloudFlare domains added', a second notification reports the job's outcome from the
// tab's results once every domain has a final CloudFlare status newer than the job.
import { waitFor } from '@testing-library/react';
import type { OperationResult } from '@dop/contracts/ops';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { tallyJob } from '../lib/job-outcome';
import { useWatchedJobs } from '../stores/watched-jobs';
import { installBackend } from './backend';

const row = (domain: string, cloudflare: string, at: number): OperationResult => ({
  id: `cloudflare:${domain}`,
  domain,
  timestamp: new Date(at).toISOString(),
  userId: 'u1',
  teamTag: null,
  operationType: 'cloudflare',
  cloudflare,
});

describe('tallyJob', () => {
  const job = { jobId: 'j', kind: 'add' as const, domains: ['a.com', 'b.com', 'c.com'], startedAt: Date.parse('2026-11-27T10:00:00Z') };
  it('counts final statuses newer than the job; Pending, missing and older rows are not finished', () => {
    const t = job.startedAt + 1_000;
    expect(tallyJob(job, [row('a.com', 'Success', t), row('b.com', 'Pending', t), row('c.com', 'Failed', job.startedAt - 60_000)])).toEqual(
      {
        done: 1,
        failed: 0,
        total: 3,
        finished: false,
      },
    );
    expect(tallyJob(job, [row('a.com', 'Moved to CloudFlare', t), row('b.com', 'NS update failed', t), row('C.com', 'Error', t)])).toEqual({
      done: 1,
      failed: 2,
      total: 3,
      finished: true,
    });
  });
});

it('notifies the outcome of a watched job whose every domain failed, with Show failures, and stops watching', async () => {
  useToastStore.setState({ toasts: [] });
  const later = Date.now() + 60_000;
  const sent = installBackend({
    'GET /api/results': { status: 200, body: [row('new-a.com', 'Failed', later), row('new-b.com', 'Error', later)] },
  });
  useWatchedJobs.setState({ jobs: [{ jobId: 'j9', kind: 'add', domains: ['new-a.com', 'new-b.com'], startedAt: Date.now() }] });
  renderWithShell(App);
  await waitFor(() =>
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      title: 'CloudFlare add finished: All 2 failed',
      variant: 'destructive',
    }),
  );
  expect(useToastStore.getState().toasts.at(-1)?.action?.label).toBe('Show failures');
  expect(useWatchedJobs.getState().jobs).toEqual([]);
  expect(sent.some((s) => s.url === '/api/results?showAll=false&operationType=cloudflare&limit=100')).toBe(true);
});
