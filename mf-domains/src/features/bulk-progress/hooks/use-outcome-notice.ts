// Issue 31: the spec's result toast reports what the add call did to the list; when a job's provider
// steps end, this second notification reports the outcome (N done, N failed) with a way to the failures.
import { useEffect, useRef } from 'react';
import type { BulkJobDto } from '@dop/contracts/domains';
import { jobOutcomeText, toastAfterCurrent } from '@dop/ui';
import { KIND_TITLE } from '../lib/kind-title';

/** Takes the user to the results panel of the tab, where each domain's provider statuses are. */
export function showResults(): void {
  const panel = document.querySelector<HTMLElement>('[data-section="results"]');
  panel?.scrollIntoView({ block: 'start' });
  panel?.querySelector<HTMLElement>('input')?.focus();
}

/** Notifies once per job: when one seen running (or the one just started) is seen finished. */
export function useOutcomeNotice(jobs: BulkJobDto[] | undefined, started: string | null): void {
  const running = useRef(new Set<string>());
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const j of jobs ?? []) {
      if (!j.finished) {
        running.current.add(j.id);
        continue;
      }
      if (told.current.has(j.id) || !(running.current.has(j.id) || j.id === started)) continue;
      told.current.add(j.id);
      const failed = j.failed > 0;
      toastAfterCurrent({
        title: `${KIND_TITLE[j.kind]} finished: ${jobOutcomeText(j)}`,
        description: failed ? 'Open the results to see which domains failed and why.' : undefined,
        variant: failed ? 'destructive' : 'default',
        action: failed ? { label: 'Show failures', onClick: showResults } : undefined,
      });
    }
  }, [jobs, started]);
}
