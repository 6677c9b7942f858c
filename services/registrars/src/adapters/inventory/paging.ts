// Paging of an account's inventory (issue 29). Registrars list domains in pages of their own size and
// some need one more call per domain for name servers or lock state (Porkbun getNs, Gandi nameservers,
// Namecheap dns.getList, NameSilo getDomainInfo). One inventory page is at most `chunk` domains of one
// registrar list page, so a request stays short even at NameSilo's one call a second. The cursor
// names the registrar's list page and the position within it; it is opaque to callers.
import { badRequest } from '@dop/service-kit';

export interface InventoryEntry {
  name: string;
  /** ISO-8601, or null where the registrar does not say. */
  expiresAt: string | null;
  autoRenew: boolean | null;
  locked: boolean | null;
  nameservers: string[];
}

export interface InventoryPage {
  domains: InventoryEntry[];
  cursor: string | null;
}

/** One page of the registrar's own list; `next` is the token of the page after it, null at the end. */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

interface Cursor {
  /** The registrar list page's token ('' for the first). */
  p: string;
  /** How many of that page's items earlier inventory pages took. */
  i: number;
}

function readCursor(cursor: string | null): Cursor {
  if (cursor === null) return { p: '', i: 0 };
  try {
    const c = JSON.parse(cursor) as Partial<Cursor>;
    if (typeof c.p === 'string' && Number.isInteger(c.i) && (c.i as number) >= 0) return { p: c.p, i: c.i as number };
  } catch {
    // answered below
  }
  throw badRequest('cursor: not one this service gave out');
}

/**
 * The inventory page at `cursor`: reads the registrar list page it names, completes up to `chunk` of
 * its items with `complete` (one item's extra calls; none when the list already says everything), and
 * answers the cursor of what remains.
 */
export async function inventoryPage<T>(
  cursor: string | null,
  chunk: number,
  list: (token: string) => Promise<ListPage<T>>,
  complete: (item: T) => Promise<InventoryEntry>,
): Promise<InventoryPage> {
  const at = readCursor(cursor);
  const page = await list(at.p);
  const slice = page.items.slice(at.i, at.i + Math.max(1, chunk));
  const domains: InventoryEntry[] = [];
  for (const item of slice) domains.push(await complete(item));
  const taken = at.i + slice.length;
  let next: string | null = null;
  if (taken < page.items.length) next = JSON.stringify({ p: at.p, i: taken });
  else if (page.next !== null && page.items.length > 0) next = JSON.stringify({ p: page.next, i: 0 });
  return { domains, cursor: next };
}

/** A date the registrar wrote as ISO, 'YYYY-MM-DD[ HH:MM:SS]' (UTC), 'MM/DD/YYYY' or Unix ms; else null. */
export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d{10,13}$/.test(String(value))) {
    const n = Number(value);
    const d = new Date(n < 1e11 ? n * 1000 : n);
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  }
  const s = String(value).trim();
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  const text = us
    ? `${us[3]}-${us[1]}-${us[2]}T00:00:00Z`
    : /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(s)
      ? `${s.replace(' ', 'T')}${s.length === 10 ? 'T00:00:00' : ''}Z`
      : s;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Registrars say yes/no as booleans, 0/1, 'true'/'false', 'yes'/'no', 'on'/'off'; anything else is unknown. */
export function yesNo(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const s = String(value ?? '')
    .trim()
    .toLowerCase();
  if (['1', 'true', 'yes', 'on', 'enabled', 'locked', 'auto-renew', 'auto_renew'].includes(s)) return true;
  if (['0', 'false', 'no', 'off', 'disabled', 'unlocked', 'do not renew', 'manual', 'no_renew'].includes(s)) return false;
  return null;
}

export const hostNames = (list: unknown[]): string[] =>
  list
    .map((n) =>
      String(n ?? '')
        .trim()
        .toLowerCase()
        .replace(/\.$/, ''),
    )
    .filter(Boolean);
