// Porkbun's inventory (providers/porkbun.md): domain/listAll in pages of 1000 by `start` offset with
// expiry, autoRenew and securityLock; name servers need one domain/getNs per domain.
import { asArray } from '../transport';
import { hostNames, inventoryPage, isoDate, yesNo, type InventoryPage } from './paging';

type Node = Record<string, unknown>;
type Post = (path: string, body?: Node) => Promise<Node>;
const PAGE = 1000;

export function porkbunInventory(post: Post, cursor: string | null, chunk: number): Promise<InventoryPage> {
  return inventoryPage<Node>(
    cursor,
    chunk,
    async (token) => {
      const start = Number(token) || 0;
      const items = asArray((await post('/domain/listAll', { start: String(start) })).domains as Node[]);
      return { items, next: items.length >= PAGE ? String(start + PAGE) : null };
    },
    async (d) => {
      const name = String(d.domain).toLowerCase();
      const ns = asArray((await post(`/domain/getNs/${name}`)).ns as string[]);
      return {
        name,
        expiresAt: isoDate(d.expireDate),
        autoRenew: yesNo(d.autoRenew),
        locked: yesNo(d.securityLock),
        nameservers: hostNames(ns),
      };
    },
  );
}
