import type { AuditEntry } from '@dop/contracts/team';
import { formatDateTime } from '../../team/lib/format-date';
import { ListTable } from '../../../components/list-table';

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'From where', 'Details'];

function details(entry: AuditEntry): string {
  const parts = Object.entries(entry.details ?? {}).map(([k, v]) => `${k}: ${String(v)}`);
  return parts.length ? parts.join(', ') : '—';
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <ListTable label="Audit log" columns={COLUMNS}>
      {entries.map((e) => (
        <tr key={e.id} className="border-b align-top">
          <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(e.at)}</td>
          <td className="py-2 pr-3">{e.actorName ?? e.actorId ?? '—'}</td>
          <td className="py-2 pr-3 font-mono text-xs">{e.action}</td>
          <td className="py-2 pr-3 break-all">{e.target ?? '—'}</td>
          <td className="py-2 pr-3">{e.sourceIp ?? '—'}</td>
          <td className="py-2 pr-3 break-all">{details(e)}</td>
        </tr>
      ))}
    </ListTable>
  );
}
