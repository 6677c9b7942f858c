// A page of change sets (issue 30), newest first, with the pager and one revert dialog; shared by the
// Domains tab's Changes card and the domain edit dialog (there filtered to one domain).
import type { ShellApi } from '@dop/mf-kit';
import { Pager, QueryContent } from '@dop/ui';
import { useEffect, useState } from 'react';
import { useChanges } from '../hooks/use-changes';
import { isFiltered, totalPages, type ChangesFilter } from '../lib/changes-filter';
import { ChangeRow } from './change-row';
import { DecisionDialog, type DecisionTarget } from './decision-dialog';
import { RevertDialog, type RevertTarget } from './revert-dialog';

export const EMPTY_CHANGES = 'No changes yet';
export const NO_MATCHING_CHANGES = 'No changes match these filters';

export interface ChangesListProps {
  shell: ShellApi;
  filter: ChangesFilter;
  limit: number;
}

export function ChangesList({ shell, filter, limit }: ChangesListProps) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [reverting, setReverting] = useState<RevertTarget | null>(null);
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);
  // By value: a caller building the filter on each render must not send the pager back to page 1.
  const filterKey = JSON.stringify(filter);
  useEffect(() => setPage(1), [filterKey]);
  const changes = useChanges({ filter, page, limit });
  const rows = changes.data?.changes ?? [];
  return (
    <div className="space-y-2">
      <QueryContent query={changes} isEmpty={rows.length === 0} emptyText={isFiltered(filter) ? NO_MATCHING_CHANGES : EMPTY_CHANGES}>
        <ul aria-label="Change sets" className="space-y-2">
          {rows.map((c) => (
            <ChangeRow
              key={c.id}
              shell={shell}
              change={c}
              expanded={open === c.id}
              onToggle={() => setOpen((o) => (o === c.id ? null : c.id))}
              onRevert={setReverting}
              onDecide={(verdict) => setDeciding({ change: c, verdict })}
            />
          ))}
        </ul>
      </QueryContent>
      <Pager
        label="Changes pages"
        page={page}
        totalPages={totalPages(changes.data?.totalCount ?? 0, limit)}
        onPage={setPage}
        status={(p, n) => `Page ${p} of ${n}`}
      />
      {reverting && <RevertDialog shell={shell} target={reverting} onClose={() => setReverting(null)} />}
      {deciding && <DecisionDialog shell={shell} target={deciding} onClose={() => setDeciding(null)} />}
    </div>
  );
}
