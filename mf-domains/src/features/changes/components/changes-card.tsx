// The Changes card of the Domains tab (issue 30): closed until asked for, so the tab reads as the spec
// lays it out and loads no log nobody looks at; open, it shows the filters and the change log. Its
// header carries the count of changes waiting for approval and the bulk "Change A records" action.
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Card, CardContent, CardHeader, CardTitle, focusRing } from '@dop/ui';
import { useState } from 'react';
import { BulkRecordsDialog } from '../../bulk-records/components/bulk-records-dialog';
import { NO_FILTER, type ChangesFilter } from '../lib/changes-filter';
import { AwaitingBadge } from './awaiting-badge';
import { ChangesFilters } from './changes-filters';
import { ChangesList } from './changes-list';

/** Ten change sets a page: each row opens to its steps, so a page should fit on a screen. */
export const CHANGES_PAGE_SIZE = 10;

export function ChangesCard({ shell }: { shell: ShellApi }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<ChangesFilter>(NO_FILTER);
  const [planning, setPlanning] = useState(false);
  const showAwaiting = () => {
    setFilter({ ...NO_FILTER, status: 'awaiting_approval' });
    setOpen(true);
  };
  return (
    <Card>
      <CardHeader className={`flex flex-row flex-wrap items-center gap-3 space-y-0 ${open ? '' : 'py-4'}`}>
        <CardTitle className="text-lg">
          <button
            type="button"
            aria-expanded={open}
            aria-controls="domain-changes-log"
            onClick={() => setOpen((o) => !o)}
            className={`flex items-center gap-2 rounded-sm ${focusRing}`}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            Changes
          </button>
        </CardTitle>
        <AwaitingBadge onShow={showAwaiting} />
        <RoleButton route="POST /api/changes/plan" size="sm" variant="outline" className="ml-auto" onClick={() => setPlanning(true)}>
          Change A records
        </RoleButton>
      </CardHeader>
      {open && (
        <CardContent id="domain-changes-log" className="space-y-3">
          <ChangesFilters value={filter} onChange={setFilter} />
          <ChangesList shell={shell} filter={filter} limit={CHANGES_PAGE_SIZE} />
        </CardContent>
      )}
      {planning && <BulkRecordsDialog shell={shell} onClose={() => setPlanning(false)} />}
    </Card>
  );
}
