// Domains from a CSV file (issue 30): a header row naming the columns (name required; registrar,
// account, tags, ip optional, any order), one domain a row, read by csv-parse with each row's line.
// Every row is checked; a file with any bad row yields its problems (by line) and no rows, so nothing
// of a refused file is applied.
import { isIpv4 } from '@dop/contracts/common';
import { DomainNameInput, TeamTag } from '@dop/contracts/domains';
import { Registrar } from '@dop/contracts/registrars';
import { parse } from 'csv-parse/sync';
import type { ZoneProblem } from './bind-import';

export interface CsvDomainRow {
  line: number;
  name: string;
  registrar: Registrar | null;
  accountId: number | null;
  teamTag: string | null;
  ip: string | null;
}

const COLUMNS = ['name', 'registrar', 'account', 'tags', 'ip'];

type Parsed = { record: Record<string, string>; info: { lines: number } };

function readRow(record: Record<string, string>, line: number): CsvDomainRow | string {
  const name = DomainNameInput.safeParse(record.name ?? '');
  if (!name.success) return name.error.issues[0]?.message ?? 'not a valid domain name';
  const registrarText = (record.registrar ?? '').trim().toLowerCase();
  const registrar = registrarText ? Registrar.safeParse(registrarText) : null;
  if (registrar && !registrar.success) return `registrar '${record.registrar}' is not one of ${Registrar.options.join(', ')}`;
  const accountText = (record.account ?? '').trim();
  const accountId = accountText ? Number(accountText) : null;
  if (accountId !== null && (!Number.isInteger(accountId) || accountId < 1)) return `account '${accountText}' is not an account id`;
  if (accountId !== null && !registrar) return 'an account needs its registrar';
  const tagText = (record.tags ?? '').trim();
  const tag = tagText ? TeamTag.safeParse(tagText) : null;
  if (tag && !tag.success) return `tags '${tagText.slice(0, 40)}' is too long (at most 100 characters)`;
  const ip = (record.ip ?? '').trim() || null;
  if (ip && !isIpv4(ip)) return `ip '${ip}' is not an IPv4 address`;
  return { line, name: name.data, registrar: registrar?.data ?? null, accountId, teamTag: tag?.data ?? null, ip };
}

export function importCsv(csv: string): { rows: CsvDomainRow[]; problems: ZoneProblem[] } {
  let parsed: Parsed[];
  try {
    parsed = parse(csv, {
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      info: true,
      bom: true,
    });
  } catch (err) {
    const e = err as { lines?: number; message: string };
    return { rows: [], problems: [{ line: e.lines ?? 0, reason: e.message.replace(/^Invalid Record Length: /, '') }] };
  }
  const header = parsed[0] ? Object.keys(parsed[0].record) : [];
  const unknown = header.filter((c) => !COLUMNS.includes(c));
  if (unknown.length || (parsed.length && !header.includes('name')))
    return {
      rows: [],
      problems: [
        {
          line: 1,
          reason: `the header must name the columns ${COLUMNS.join(', ')} (name required); not ${unknown.join(', ') || 'without name'}`,
        },
      ],
    };
  const rows: CsvDomainRow[] = [];
  const problems: ZoneProblem[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of parsed) {
    const row = readRow(record, info.lines);
    if (typeof row === 'string') problems.push({ line: info.lines, reason: row });
    else if (seen.has(row.name)) problems.push({ line: info.lines, reason: `${row.name} is already on line ${seen.get(row.name)}` });
    else {
      seen.set(row.name, info.lines);
      rows.push(row);
    }
  }
  if (!parsed.length) problems.push({ line: 0, reason: 'no domain in the file' });
  return problems.length ? { rows: [], problems } : { rows, problems };
}
