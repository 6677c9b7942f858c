// The record table of a zone page (providers/he-dns.md "List records of a zone"). Rows are found by
// class token, so `class="dns_tr odd"` and any attribute order count; cells are positional: zone id,
// record id, name, type, TTL, priority, data, DDNS.
import { readPage, textOf, type PageInput } from './page';

export interface HeRecordRow {
  id: string;
  name: string;
  type: string;
  ttl: number;
  content: string;
  /** DDNS enabled (`dns_tr_dynamic`, or 1 in the DDNS cell): an update must keep it on. */
  dynamic: boolean;
}

const CELLS = { recordId: 1, name: 2, type: 3, ttl: 4, data: 6, ddns: 7 } as const;

/**
 * Editable rows (`tr.dns_tr` / `tr.dns_tr_dynamic`); the locked SOA/NS rows (`dns_tr_locked`) are left
 * out unless `locked` (the zone's own NS rows, read by the inventory check, issue 29).
 */
export function recordRows(input: PageInput, opts: { locked?: boolean } = {}): HeRecordRow[] {
  const $ = readPage(input);
  const rows: HeRecordRow[] = [];
  $(opts.locked ? 'tr.dns_tr, tr.dns_tr_dynamic, tr.dns_tr_locked' : 'tr.dns_tr, tr.dns_tr_dynamic').each((_, tr) => {
    const row = $(tr);
    const cells = row.children('td');
    if (cells.length <= CELLS.data) return;
    const cell = (i: number) => cells.eq(i);
    const id = /^\d+$/.exec(row.attr('id')?.trim() ?? '')?.[0] ?? /^\d+$/.exec(textOf(cell(CELLS.recordId)))?.[0];
    if (!id) return;
    // Long values are cut short in the cell's text; the whole value is in its `data` attribute.
    const data = cell(CELLS.data).attr('data');
    rows.push({
      id,
      name: textOf(cell(CELLS.name)).toLowerCase().replace(/\.$/, ''),
      type: textOf(cell(CELLS.type)).toUpperCase(),
      ttl: Number(textOf(cell(CELLS.ttl))),
      content: data !== undefined ? data : textOf(cell(CELLS.data)),
      dynamic: row.hasClass('dns_tr_dynamic') || textOf(cell(CELLS.ddns)) === '1',
    });
  });
  return rows;
}
