// The results table of spec 2 §2.1: Domain, Tags, Time, one column per registrar, CloudFlare only
// when some row has a CloudFlare status other than Inapplicable.
import type { TimeZoneChoice } from '@dop/mf-kit';
import type { OperationResult } from '../api/types';
import { providerColumns } from '../lib/columns';
import { formatTime } from '../lib/format-time';
import { StatusBadge } from './status-badge';

export interface ResultsTableProps {
  rows: OperationResult[];
  timezone: TimeZoneChoice;
}

const CELL = 'px-3 py-2 text-left align-middle';

export function ResultsTable({ rows, timezone }: ResultsTableProps) {
  const columns = providerColumns(rows);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th className={CELL}>Domain</th>
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
              <td className={`${CELL} font-medium`}>{row.domain}</td>
              <td className={CELL}>{row.teamTag ?? ''}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatTime(row.timestamp, timezone)}</td>
              {columns.map((c) => (
                <td key={c.key} className={CELL}>
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
