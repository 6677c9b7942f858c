// The header's jobs button (issue 31): progress visible without scrolling. It shows how many jobs run
// and whether one failed; its popover lists each job with done / failed counts and a link to its tab's
// results. Escape or a press outside closes it, and focus goes back to the button.
import { useCallback, useRef, useState } from 'react';
import { Button, cn, focusRing, jobOutcomeText, JobsIcon, OutcomeBar } from '@dop/ui';
import { useScopeStore } from '@dop/mf-kit';
import { useMenuDismiss } from '../use-menu-dismiss';
import { shownJobs, type JobSummary } from './job-summary';
import { useRunningJobs } from './use-running-jobs';

function JobItem({ job, onOpen }: { job: JobSummary; onOpen: (path: string) => void }) {
  return (
    <li className="space-y-1 py-2" data-testid="header-job">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{job.label}</span>
        <span className={job.failed > 0 ? 'text-destructive' : 'text-muted-foreground'}>
          {job.finished ? jobOutcomeText(job) : `${job.done} done, ${job.failed} failed of ${job.total}`}
        </span>
      </div>
      <OutcomeBar done={job.done} failed={job.failed} total={job.total} label={job.label} />
      <a
        href={job.path}
        className={cn('text-sm text-primary underline-offset-2 hover:underline', focusRing)}
        onClick={(e) => {
          e.preventDefault();
          onOpen(job.path);
        }}
      >
        {job.failed > 0 ? `Show failures in ${job.tab}` : `Open ${job.tab} results`}
      </a>
    </li>
  );
}

export function JobsIndicator({ onNavigate, scopeFixed = false }: { onNavigate: (path: string) => void; scopeFixed?: boolean }) {
  const saved = useScopeStore((s) => s.showAllOperations);
  const jobs = shownJobs(useRunningJobs(scopeFixed ? false : saved), Date.now());
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useMenuDismiss(open, close, panel, button);
  const running = jobs.filter((j) => !j.finished).length;
  const failing = jobs.filter((j) => j.failed > 0).length;
  const text = running > 0 ? `Jobs: ${running} running` : 'Jobs';
  const name = `${text}${failing > 0 ? `, ${failing} with failures` : ''}`;
  // On a phone the header has room for an icon only, and only while there is something to show.
  const mark =
    failing > 0
      ? { n: failing, cls: 'bg-destructive text-destructive-foreground' }
      : { n: running, cls: 'bg-primary text-primary-foreground' };
  return (
    <div className={cn('relative', jobs.length === 0 && 'hidden md:block')}>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className="relative w-8 px-0 md:w-auto md:px-3"
        aria-label={name}
        aria-expanded={open}
        aria-controls="header-jobs"
        onClick={() => setOpen((o) => !o)}
      >
        <JobsIcon aria-hidden="true" size={16} />
        <span className="hidden md:inline">{text}</span>
        {failing > 0 && (
          <span className="ml-1.5 hidden rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground md:inline">
            {failing} failed
          </span>
        )}
        {mark.n > 0 && (
          <span
            aria-hidden="true"
            className={cn('absolute -right-1.5 -top-1.5 min-w-4 rounded-full px-1 text-[10px] leading-4 md:hidden', mark.cls)}
          >
            {mark.n}
          </span>
        )}
      </Button>
      {open && (
        <div
          ref={panel}
          id="header-jobs"
          role="region"
          aria-label="Jobs"
          className="absolute right-0 top-full z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-md border border-border bg-popover p-3 text-popover-foreground shadow-lg"
        >
          {jobs.length === 0 ? (
            <p className="text-sm text-muted-foreground">No jobs running.</p>
          ) : (
            <ul className="divide-y divide-border">
              {jobs.map((j) => (
                <JobItem
                  key={j.id}
                  job={j}
                  onOpen={(path) => {
                    close();
                    onNavigate(path);
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
