// One bulk job's bar and counts (issue 31): the bar is green for done and red for failed, a job whose
// every item failed says so, and a job that has not moved for 2 minutes says it is taking too long.
import type { BulkJobDto } from '@dop/contracts/domains';
import { Button, jobOutcomeText, OutcomeBar, STALLED_TEXT, useStalled } from '@dop/ui';
import { showResults } from '../hooks/use-outcome-notice';
import { KIND_TITLE } from '../lib/kind-title';

export function JobProgressRow({ job, named }: { job: BulkJobDto; named: boolean }) {
  const stalled = useStalled(!job.finished, job.done + job.failed);
  const allFailed = job.total > 0 && job.failed === job.total;
  return (
    <div data-testid="bulk-progress" data-kind={job.kind} className="space-y-1">
      <OutcomeBar done={job.done} failed={job.failed} total={job.total} label={`${KIND_TITLE[job.kind]} progress`} />
      <p className="text-sm">
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
