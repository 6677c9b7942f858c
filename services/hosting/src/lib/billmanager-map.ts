// Panel rows into the product's shapes (spec 2 §3): servers with status 0–4, tickets with isNew,
// and the balance as text with a trailing currency sign.
import type { Server, Ticket } from '@dop/contracts/hosting';
import type { Row } from './billmanager-json';

/**
 * BILLmanager item_status (1 ordered, 2 active, 3 suspended, 4 deleted, 5 processing) into spec 2
 * §4.2's codes (0 stopped, 1 in progress, 2 active, 3 suspended, 4 deleted). Ordered and processing
 * are both "in progress"; anything else keeps its number and shows as unknown.
 */
export function serverStatus(itemStatus: string): number {
  const n = Number.parseInt(itemStatus, 10);
  if (n === 1 || n === 5) return 1;
  if (n === 2 || n === 3 || n === 4) return n;
  return Number.isFinite(n) ? n : -1;
}

export function toServer(row: Row): Server {
  const expire = /^\d{4}-\d{2}-\d{2}/.exec(row.expiredate ?? '')?.[0] ?? null;
  return {
    id: row.id ?? '',
    name: row.domain || row.name || row.pricelist || `#${row.id ?? ''}`,
    ip: row.ip ?? '',
    expire,
    cost: row.cost ?? '',
    status: serverStatus(row.item_status ?? row.status ?? ''),
  };
}

/** tstatus codes commonly documented for clientticket (unverified for this provider). */
const TICKET_STATUS: Record<string, string> = { '0': 'new', '1': 'under review', '2': 'awaiting reply', '3': 'closed', '10': 'archived' };
const CLOSED = new Set(['3', '10']);
const on = (v: string | undefined) => v === 'on' || v === '1' || v === 'true' || v === 'yes';

/** Open tickets only: closed and archived ones need nobody's attention. */
export function toTickets(rows: Row[]): Ticket[] {
  return rows
    .filter((r) => !CLOSED.has(r.tstatus ?? ''))
    .map((r) => ({
      id: r.id ?? '',
      subject: r.name || r.subject || '',
      date: r.last_message || r.create_date || r.createdate || '',
      status: TICKET_STATUS[r.tstatus ?? ''] ?? (r.tstatus || 'unknown'),
      isNew: on(r.unread) || r.tstatus === '0',
    }));
}

/** "12.50 $" for dollars (spec 2 §3: text with trailing $), "12.50 EUR" for other currencies. */
export function formatBalance(amount: string, currency: string): string {
  const n = Number.parseFloat(amount.replace(',', '.'));
  const value = Number.isFinite(n) ? n.toFixed(2) : amount.trim();
  const cur = currency.trim().toUpperCase();
  return `${value} ${!cur || cur === 'USD' || cur === '$' ? '$' : cur}`;
}
