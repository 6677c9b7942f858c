// A progress bar coloured by outcome (issue 31): the done part green, the failed part red, so a job
// whose every item failed is a red bar, not a blue one.
import { cn } from '../lib/cn';
import { jobOutcomeTone, type JobCounts } from '../lib/job-outcome';

export interface OutcomeBarProps extends JobCounts {
  className?: string;
  label?: string;
}

const pct = (n: number, total: number) => (total > 0 ? `${(n / total) * 100}%` : '0%');

export function OutcomeBar({ done, failed, total, className, label }: OutcomeBarProps) {
  return (
    <div
      className={cn('flex h-2 w-full overflow-hidden rounded bg-secondary', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done + failed}
      data-outcome={jobOutcomeTone({ done, failed, total })}
    >
      <div data-part="done" className="h-full bg-success transition-all" style={{ width: pct(done, total) }} />
      <div data-part="failed" className="h-full bg-destructive transition-all" style={{ width: pct(failed, total) }} />
    </div>
  );
}
