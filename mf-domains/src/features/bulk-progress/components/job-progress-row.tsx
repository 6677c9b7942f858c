// One bulk job's bar and counts (issue 31): the bar is green for done and red for failed, a job whose
// every item failed says so, and a job that has not moved for 2 minutes says it is taking too long.
import type { BulkJobDto } from '@dop/contracts/domains';
import { Button, jobOutcomeText, jobOutcomeTone, OutcomeBar, STALLED_TEXT, StatusBadge, ToneBadge, useStalled } from '@dop/ui';
import { showResults } from '../hooks/use-outcome-notice';
import { KIND_TITLE } from '../lib/kind-title';

/** The job's state in the shared status vocabulary (issue 31): Running, Success, Failed, or partly failed. */
function JobBadge({ job }: { job: BulkJobDto }) {
  if (!job.finished) return <StatusBadge status="Running" />;
  const tone = jobOutcomeTone(job);
  if (tone === 'mixed') return <ToneBadge tone="warning">Partly failed</ToneBadge>;
  return <StatusBadge status={tone === 'error' ? 'Failed' : 'Success'} />;
}

export function JobProgressRow({ job, named }: { job: BulkJobDto; named: boolean }) {
  const stalled = useStalled(!job.finished, job.done + job.failed);
  const allFailed = job.total > 0 && job.failed === job.total;
  return (
    <div data-testid="bulk-progress" data-kind={job.kind} className="space-y-1">
      <OutcomeBar done={job.done} failed={job.failed} total={job.total} label={`${KIND_TITLE[job.kind]} progress`} />
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <JobBadge job={job} />
        {named ? `${KIND_TITLE[job.kind]}: ` : ''}
        {`Done: ${job.done} · Failed: ${job.failed} · Pending: ${job.pending} (of ${job.total})`}
        {job.finished ? ` — finished: ${jobOutcomeText(job)}` : ''}
      </p>
      {allFailed && job.finished && (
        <p role="status" className="text-sm font-medium text-destructive">
          Every domain of this job failed.{' '}
          <Button variant="outline" size="sm" onClick={showResults}>
            Show failures
          </Button>
        </p>
      )}
      {stalled && (
        <p role="status" className="text-sm text-warning">
          {STALLED_TEXT}
        </p>
      )}
    </div>
  );
}
