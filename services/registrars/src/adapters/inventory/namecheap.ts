// Namecheap's inventory (providers/namecheap.md): domains.getList in pages of 100 with Expires
// (MM/DD/YYYY), IsLocked and AutoRenew; name servers need domains.dns.getList per domain.
import type { XmlNode } from '../namecheap-client';
import { asArray, splitDomain, toNumber } from '../transport';
import { hostNames, inventoryPage, isoDate, yesNo, type InventoryPage } from './paging';

type Command = (command: string, params: Record<string, string>) => Promise<XmlNode>;
const SIZE = 100;

/** A text node is a string or, with attributes, an object holding '#text'. */
const text = (n: unknown): string => (n && typeof n === 'object' ? String((n as XmlNode)['#text'] ?? '') : String(n ?? ''));

export function namecheapInventory(command: Command, cursor: string | null, chunk: number): Promise<InventoryPage> {
  return inventoryPage<XmlNode>(
    cursor,
    chunk,
    async (token) => {
      const page = Number(token) || 1;
      const res = await command('namecheap.domains.getList', { ListType: 'ALL', Page: String(page), PageSize: String(SIZE) });
      const items = asArray((res.domaingetlistresult as XmlNode | undefined)?.domain as XmlNode[]);
      const total = toNumber((res.paging as XmlNode | undefined)?.totalitems) ?? items.length;
      return { items, next: page * SIZE < total ? String(page + 1) : null };
    },
    async (d) => {
      const name = String(d.name).toLowerCase();
      const { sld, tld } = splitDomain(name);
      const res = await command('namecheap.domains.dns.getList', { SLD: sld, TLD: tld });
      const ns = asArray((res.domaindnsgetlistresult as XmlNode | undefined)?.nameserver as unknown[]).map(text);
      return { name, expiresAt: isoDate(d.expires), autoRenew: yesNo(d.autorenew), locked: yesNo(d.islocked), nameservers: hostNames(ns) };
    },
  );
}
