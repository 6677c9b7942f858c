// Spaceship's inventory (providers/spaceship.md): /v1/domains in pages of 100 (take/skip, total) with
// everything the inventory needs, so no call per domain.
import { asArray, toNumber } from '../transport';
import { hostNames, inventoryPage, isoDate, yesNo, type InventoryPage } from './paging';

type Node = Record<string, unknown>;
type Get = (path: string) => Promise<Node>;
const TAKE = 100;

export function spaceshipInventory(get: Get, cursor: string | null): Promise<InventoryPage> {
  return inventoryPage<Node>(
    cursor,
    TAKE,
    async (token) => {
      const skip = Number(token) || 0;
      const res = await get(`/v1/domains?take=${TAKE}&skip=${skip}&orderBy=name`);
      const items = asArray(res.items as Node[]);
      const total = toNumber(res.total) ?? skip + items.length;
      return { items, next: skip + items.length < total ? String(skip + items.length) : null };
    },
    async (d) => ({
      name: String(d.name).toLowerCase(),
      expiresAt: isoDate(d.expirationDate),
      autoRenew: yesNo(d.autoRenew),
      // A transfer lock shows as the EPP status clientTransferProhibited.
      locked: Array.isArray(d.eppStatuses) ? d.eppStatuses.map(String).includes('clientTransferProhibited') : null,
      nameservers: hostNames(asArray((d.nameservers as Node | undefined)?.hosts as string[])),
    }),
  );
}
