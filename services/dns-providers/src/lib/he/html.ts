// Reading dns.he.net pages (providers/he-dns.md): the markers are ids and attributes, so plain
// patterns suffice and survive layout changes around them.
import { decodeEntities } from './entities';

export interface HeRecordRow {
  id: string;
  name: string;
  type: string;
  ttl: number;
  content: string;
}

/** Logged in: the logout element or the zone table is on the page. */
export function isLoggedIn(html: string): boolean {
  return /id="_tlogout"/.test(html) || /id="domains_table"/.test(html);
}

const textOf = (inner: string) =>
  decodeEntities(inner.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** Text of `<div id="dns_err">`, or null. */
export function errorText(html: string): string | null {
  const m = /<div[^>]*id="dns_err"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return m ? textOf(m[1]) : null;
}

export function statusText(html: string): string | null {
  const m = /<div[^>]*id="dns_status"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return m ? textOf(m[1]) : null;
}

/** Zone name → ZONE_ID, from the delete icons (name and value) or the edit icons (name and onclick). */
export function zoneIds(html: string): Map<string, string> {
  const zones = new Map<string, string>();
  for (const img of html.match(/<img[^>]*>/g) ?? []) {
    const alt = /alt="(edit|delete)"/.exec(img)?.[1];
    const name = /\bname="([^"]+)"/.exec(img)?.[1];
    if (!alt || !name) continue;
    const id = alt === 'delete' ? /\bvalue="(\d+)"/.exec(img)?.[1] : /hosted_dns_zoneid=(\d+)/.exec(img)?.[1];
    if (id) zones.set(decodeEntities(name).toLowerCase(), id);
  }
  return zones;
}

/** The hidden `account` value the delete forms need. */
export function accountHash(html: string): string | null {
  return /<input[^>]*name="account"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? null;
}

/** Editable rows (`tr.dns_tr` / `dns_tr_dynamic`); cells are positional: zone, id, name, type, ttl, prio, data, ddns. */
export function recordRows(html: string): HeRecordRow[] {
  const rows: HeRecordRow[] = [];
  const re = /<tr[^>]*class="(dns_tr|dns_tr_dynamic)"[^>]*id="(\d+)"[^>]*>([\s\S]*?)<\/tr>/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const cells = [...m[3].matchAll(/<td([^>]*)>([\s\S]*?)<\/td>/g)].map((c) => ({ attrs: c[1], text: textOf(c[2]) }));
    if (cells.length < 7) continue;
    const data = /\bdata="([^"]*)"/.exec(cells[6].attrs)?.[1];
    rows.push({
      id: m[2],
      name: cells[2].text.toLowerCase(),
      type: cells[3].text.toUpperCase(),
      ttl: Number(cells[4].text),
      content: data !== undefined ? decodeEntities(data) : cells[6].text,
    });
  }
  return rows;
}
