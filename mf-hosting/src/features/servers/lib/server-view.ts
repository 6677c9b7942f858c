// How a server row reads (spec 2 §4.2): status names for 0-4 ('unknown' otherwise), and a warning
// for an expiry within 7 days or a mark once it has passed.
import { daysUntil, SERVER_STATUS_NAMES, serverAttention, type Server, type ServerAttention } from '@dop/contracts/hosting';

export function statusName(status: number): string {
  return SERVER_STATUS_NAMES[status] ?? 'unknown';
}

export interface ExpiryNote {
  attention: ServerAttention | null;
  text: string | null;
}

export function expiryNote(server: Server, now: Date): ExpiryNote {
  const attention = serverAttention(server, now);
  const days = daysUntil(server.expire, now);
  if (days !== null && days < 0) return { attention, text: `Overdue by ${-days} d` };
  if (days !== null && days <= 7) return { attention, text: days === 0 ? 'Expires today' : `Expires in ${days} d` };
  return { attention, text: null };
}
