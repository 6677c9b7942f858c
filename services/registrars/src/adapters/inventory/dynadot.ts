// Dynadot's inventory (providers/dynadot.md): one list_domain answers every domain with Expiration
// (Unix ms), Locked, RenewOption and NameServerSettings; the JSON keys are unverified, so read defensively.
import { asArray } from '../transport';
import { hostNames, inventoryPage, isoDate, yesNo, type InventoryPage } from './paging';

type Node = Record<string, unknown>;
type Command = (command: string) => Promise<Node>;
/** No call per domain, so one inventory page may carry many. */
const CHUNK = 1000;

function nameservers(d: Node): string[] {
  const settings = (d.NameServerSettings ?? d.NameServers) as Node | string[] | undefined;
  if (Array.isArray(settings)) return hostNames(settings);
  const list = settings?.NameServers ?? settings?.NameServerList ?? [];
  return hostNames(asArray(list as Array<string | Node>).map((n) => (typeof n === 'string' ? n : (n.ServerName ?? n.Host ?? ''))));
}

export function dynadotInventory(command: Command, cursor: string | null): Promise<InventoryPage> {
  return inventoryPage<Node>(
    cursor,
    CHUNK,
    async () => {
      const res = await command('list_domain');
      const content = (res.MainDomains ?? (res.ListDomainInfoContent as Node | undefined)?.DomainInfoList ?? res.DomainInfoList) as unknown;
      const items = asArray(content as Node[]).map((d) => ((d.Domain as Node | undefined) ?? d) as Node);
      return { items: items.filter((d) => d.Name), next: null };
    },
    async (d) => ({
      name: String(d.Name).toLowerCase(),
      expiresAt: isoDate(d.Expiration),
      autoRenew: d.RenewOption === undefined ? null : String(d.RenewOption).toLowerCase() === 'auto-renew',
      locked: yesNo(d.Locked),
      nameservers: nameservers(d),
    }),
  );
}
