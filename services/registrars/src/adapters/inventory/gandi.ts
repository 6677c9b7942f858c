// Gandi's inventory (providers/gandi.md): /domain/domains in pages of 100 with dates.registry_ends_at,
// autorenew and status[]; the name servers need GET /domain/domains/{fqdn}/nameservers per domain.
import { asArray } from '../transport';
import { hostNames, inventoryPage, isoDate, yesNo, type InventoryPage } from './paging';

type Node = Record<string, unknown>;
type Get = (path: string) => Promise<unknown>;
const PER_PAGE = 100;

/** Gandi's autorenew is reported both as a boolean and as an object with `enabled` (unverified). */
const autoRenewOf = (v: unknown): boolean | null => (v && typeof v === 'object' ? yesNo((v as Node).enabled) : yesNo(v));

export function gandiInventory(get: Get, cursor: string | null, chunk: number): Promise<InventoryPage> {
  return inventoryPage<Node>(
    cursor,
    chunk,
    async (token) => {
      const page = Number(token) || 1;
      const items = asArray((await get(`/domain/domains?per_page=${PER_PAGE}&page=${page}`)) as Node[]);
      return { items, next: items.length >= PER_PAGE ? String(page + 1) : null };
    },
    async (d) => {
      const name = String(d.fqdn).toLowerCase();
      const status = asArray(d.status as string[]).map((s) => String(s));
      const ns = asArray((await get(`/domain/domains/${name}/nameservers`)) as string[]);
      return {
        name,
        expiresAt: isoDate((d.dates as Node | undefined)?.registry_ends_at),
        autoRenew: autoRenewOf(d.autorenew),
        locked: status.includes('clientTransferProhibited'),
        nameservers: hostNames(ns),
      };
    },
  );
}
