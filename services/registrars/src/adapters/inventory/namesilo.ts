// NameSilo's inventory (providers/namesilo.md): listDomains (paged with page/pageSize where the
// answer carries a pager; paging is unverified, so a list without one is taken whole) and one
// getDomainInfo per domain for expiry, lock, auto-renew and name servers, at one call a second.
import { asArray, toNumber } from '../transport';
import { hostNames, inventoryPage, isoDate, yesNo, type InventoryPage } from './paging';

type Reply = Record<string, unknown>;
type Op = (operation: string, params?: Record<string, string>) => Promise<Reply>;

const nsOf = (info: Reply): string[] => {
  const list = asArray((info.nameservers as Reply | undefined)?.nameserver as Array<string | Reply>);
  return hostNames(list.map((n) => (typeof n === 'string' ? n : String(n.nameserver ?? n['#text'] ?? ''))));
};

export function namesiloInventory(op: Op, cursor: string | null, chunk: number): Promise<InventoryPage> {
  return inventoryPage<string>(
    cursor,
    chunk,
    async (token) => {
      const page = Number(token) || 1;
      const reply = await op('listDomains', { page: String(page), pageSize: String(chunk) });
      const items = asArray((reply.domains as Reply | undefined)?.domain as Array<string | Reply>).map((d) =>
        (typeof d === 'string' ? d : String(d.domain)).toLowerCase(),
      );
      const pager = reply.pager as Reply | undefined;
      const total = toNumber(pager?.total);
      return { items, next: pager && total !== null && page * chunk < total ? String(page + 1) : null };
    },
    async (name) => {
      const info = await op('getDomainInfo', { domain: name });
      return {
        name,
        expiresAt: isoDate(info.expires),
        autoRenew: yesNo(info.auto_renew),
        locked: yesNo(info.locked),
        nameservers: nsOf(info),
      };
    },
  );
}
