// The list's table (spec 1 §2 columns Domain, Last IP / A Record, Actions) with issue 31's select-all
// checkbox for the page and sortable headings (name, registrar, team tag; IP; result time).
import type { DomainDto } from '@dop/contracts/domains';
import type { TimeZoneChoice } from '@dop/mf-kit';
import type { Selection } from '../hooks/use-selection';
import { resultTime } from '../lib/domain-order';
import { DomainRow } from './domain-row';
import { SortHeader, type SortState } from './sort-header';

export interface DomainTableProps {
  domains: DomainDto[];
  latest: Map<string, number>;
  timezone: TimeZoneChoice;
  sort: SortState;
  onSort: (s: SortState) => void;
  selection: Selection;
  onEditDns: (d: DomainDto) => void;
  onEdit: (d: DomainDto) => void;
  onDelete: (d: DomainDto) => void;
  onHealth: (d: DomainDto) => void;
}

export function DomainTable({
  domains,
  latest,
  timezone,
  sort,
  onSort,
  selection,
  onEditDns,
  onEdit,
  onDelete,
  onHealth,
}: DomainTableProps) {
  const pageSelected = domains.length > 0 && domains.every((d) => selection.has(d.id));
  const someSelected = domains.some((d) => selection.has(d.id));
  return (
    <div className="max-h-[70vh] overflow-auto">
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 z-[1] bg-card">
          <tr className="border-b border-border text-muted-foreground">
            <th className="w-8 py-2 pr-2">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                aria-label="Select all on this page"
                checked={pageSelected}
                ref={(el) => {
                  if (el) el.indeterminate = someSelected && !pageSelected;
                }}
                onChange={(e) => selection.setAll(domains, e.target.checked)}
              />
            </th>
            <SortHeader label="Domain" column="name" state={sort} onSort={onSort} />
            <SortHeader label="Last IP / A Record" column="lastResultAt" state={sort} onSort={onSort} />
            <th className="py-2 font-medium">Health</th>
            <th className="py-2 font-medium">Actions</th>
          </tr>
          <tr className="border-b border-border text-xs text-muted-foreground">
            <th />
            <th colSpan={4} className="py-1 font-normal">
              <span className="mr-2">Sort by:</span>
              <SortLink label="Registrar" column="registrar" sort={sort} onSort={onSort} />
              <SortLink label="Team tag" column="teamTag" sort={sort} onSort={onSort} />
              <SortLink label="IP" column="lastUsedIp" sort={sort} onSort={onSort} />
              <SortLink label="Added" column="createdAt" sort={sort} onSort={onSort} />
            </th>
          </tr>
        </thead>
        <tbody>
          {domains.map((d) => (
            <DomainRow
              key={d.id}
              domain={d}
              resultAt={resultTime(d, latest)}
              timezone={timezone}
              onEditDns={onEditDns}
              onEdit={onEdit}
              onDelete={onDelete}
              selected={selection.has(d.id)}
              onSelect={selection.set}
              onHealth={onHealth}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Sorts by a field that has no column of its own (they share the Domain cell). */
function SortLink({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortState['sort'] & string;
  sort: SortState;
  onSort: (s: SortState) => void;
}) {
  const active = sort.sort === column;
  return (
    <button
      type="button"
      aria-pressed={active}
      className={`mr-3 rounded underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${active ? 'font-medium text-foreground' : ''}`}
      onClick={() =>
        onSort(
          active && sort.order === 'asc'
            ? { sort: column, order: 'desc' }
            : active
              ? { sort: null, order: 'asc' }
              : { sort: column, order: 'asc' },
        )
      }
    >
      {label}
      {active ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
    </button>
  );
}
