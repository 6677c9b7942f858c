// Spec 2 §4.2: a server needs attention when its status is not 2 (active) or it expires within 7 days;
// an expiry in the past is overdue. Shared by the service's check and the tab's server list, so both
// mark the same servers. Days are whole UTC calendar days, as the provider's expiry is a date.
import { EXPIRY_WARNING_DAYS, SERVER_ACTIVE, type Server } from './servers';
import type { CheckReason, ServerAttention } from './sync';

const DAY_MS = 86_400_000;

/** Whole days from today (UTC) to the expiry date; negative once it has passed; null without a date. */
export function daysUntil(expire: string | null, now: Date): number | null {
  const m = expire ? /^(\d{4})-(\d{2})-(\d{2})/.exec(expire) : null;
  if (!m) return null;
  const end = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((end - today) / DAY_MS);
}

/** Why a server needs attention, or null when it does not. */
export function serverAttention(server: Pick<Server, 'status' | 'expire'>, now: Date): ServerAttention | null {
  const days = daysUntil(server.expire, now);
  if (days !== null && days < 0) return 'overdue';
  if (server.status !== SERVER_ACTIVE) return 'inactive';
  if (days !== null && days <= EXPIRY_WARNING_DAYS) return 'expiring';
  return null;
}

/**
 * An account's reason (spec 2 §4.2): both (new tickets and servers), tickets, inactive (some flagged
 * server is not active, overdue or not) or expiring (every flagged server is active but expires
 * within 7 days or is overdue); null when all is well.
 */
export function accountReason(newTickets: number, flagged: ReadonlyArray<Pick<Server, 'status'>>): CheckReason | null {
  const servers = flagged.length > 0;
  if (newTickets > 0 && servers) return 'both';
  if (newTickets > 0) return 'tickets';
  if (!servers) return null;
  return flagged.some((s) => s.status !== SERVER_ACTIVE) ? 'inactive' : 'expiring';
}
