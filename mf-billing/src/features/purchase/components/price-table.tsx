// The price check's answer: one row per domain and registrar account, with availability and price.
import type { PriceRow } from '@dop/contracts/billing';
import { REGISTRAR_LABELS } from '../../accounts/lib/registrars';

function availability(row: PriceRow): string {
  if (row.error) return row.error;
  if (row.available === null) return row.status;
  return row.available ? 'Available' : 'Unavailable';
}

export function PriceTable({ quotes }: { quotes: PriceRow[] }) {
  if (quotes.length === 0) return <p className="text-sm text-muted-foreground">No registrar accounts to ask</p>;
  return (
    <table aria-label="Prices" className="w-full text-sm">
      <thead>
        <tr className="text-left">
          <th className="py-1">Domain</th>
          <th>Registrar</th>
          <th>Account</th>
          <th>Availability</th>
          <th>Price</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((q) => (
          <tr
            key={`${q.domain}:${q.registrar}:${q.accountId}`}
            className="border-t"
            data-available={String(q.available)}
            data-account={`${q.registrar}:${q.accountId}`}
          >
            <td className="py-1 font-mono">{q.domain}</td>
            <td>{REGISTRAR_LABELS[q.registrar]}</td>
            <td>#{q.accountId}</td>
            <td className={q.available ? 'text-success' : 'text-destructive'}>{availability(q)}</td>
            <td>
              {q.price === null
                ? '—'
                : q.currency && q.currency !== 'USD'
                  ? `${q.price.toFixed(2)} ${q.currency}`
                  : `$${q.price.toFixed(2)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
