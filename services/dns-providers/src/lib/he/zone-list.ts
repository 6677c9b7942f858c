// The main page's zone table (providers/he-dns.md "Listing zones"): zone ids from the edit and delete
// icons, and the hidden `account` value the delete and record forms carry.
import { readPage, type PageInput } from './page';

const ZONE_ID_IN_ONCLICK = /hosted_dns_zoneid=(\d+)/;

/** Zone name → ZONE_ID, from the delete icons (name and value) or the edit icons (name and onclick). */
export function zoneIds(input: PageInput): Map<string, string> {
  const $ = readPage(input);
  const zones = new Map<string, string>();
  // Only inside the zone table: record pages have delete icons of their own.
  $('#domains_table img[alt][name]').each((_, img) => {
    const icon = $(img);
    const alt = icon.attr('alt')!.trim().toLowerCase();
    const name = icon.attr('name')!.trim().toLowerCase().replace(/\.$/, '');
    const id =
      alt === 'delete'
        ? /^\d+$/.exec(icon.attr('value')?.trim() ?? '')?.[0]
        : alt === 'edit'
          ? ZONE_ID_IN_ONCLICK.exec(icon.attr('onclick') ?? '')?.[1]
          : undefined;
    if (name && id) zones.set(name, id);
  });
  return zones;
}

/** The hidden `account` value the delete forms need (the first non-empty one). */
export function accountHash(input: PageInput): string | null {
  const $ = readPage(input);
  const values = $('input[name="account"]')
    .map((_, el) => $(el).attr('value')?.trim() ?? '')
    .get();
  return values.find(Boolean) ?? null;
}
