// The results table of spec 2 §2.1: Domain, Tags, Time, one column per registrar, CloudFlare only
// when some row has a CloudFlare status other than Inapplicable.
import type { TimeZoneChoice } from '@dop/mf-kit';
import { focusRing } from '@dop/ui';
import type { OperationResult } from '../api/types';
import { providerColumns } from '../lib/columns';
import { formatResultTime } from '../lib/format-time';
import { StatusBadge } from './status-badge';

export interface ResultsTableProps {
  rows: OperationResult[];
  timezone: TimeZoneChoice;
}

const CELL = 'px-3 py-2 text-left align-middle';
/** Issue 31: the table scrolls inside its card and the domain stays in view while it does. */
const FIRST = 'sticky left-0 z-[1] bg-card';

export function ResultsTable({ rows, timezone }: ResultsTableProps) {
  const columns = providerColumns(rows);
  return (
    // Focusable so keyboard users can scroll it sideways too (WCAG 2.1.1).
    <div className={`w-full max-w-full overflow-x-auto ${focusRing}`} tabIndex={0} data-testid="results-scroll">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th className={`${CELL} ${FIRST}`}>Domain</th>
            <th className={CELL}>Tags</th>
            <th className={CELL}>Time</th>
            {columns.map((c) => (
              <th key={c.key} className={CELL}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-0">
              <td className={`${CELL} ${FIRST} font-medium`}>{row.domain}</td>
              <td className={CELL}>{row.teamTag ?? ''}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatResultTime(row.timestamp, timezone)}</td>
              {columns.map((c) => (
                <td key={c.key} className={`${CELL} whitespace-nowrap`}>
                  <StatusBadge status={row[c.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
