// The domain list as CSV (issue 30): the columns the list shows, written by csv-stringify. A cell that
// starts with = + - @ (or a tab / carriage return) gets a leading apostrophe, so a spreadsheet shows it
// as text instead of running it as a formula (OWASP's CSV injection advice).
import type { DomainDto } from '@dop/contracts/domains';
import { stringify } from 'csv-stringify/sync';

export const CSV_COLUMNS = [
  'name',
  'registrar',
  'accountId',
  'useCloudflare',
  'cloudflareIp',
  'lastUsedIp',
  'teamTag',
  'createdBy',
  'createdAt',
  'lastResultAt',
] as const;

const safe = (v: unknown) => {
  const text = v === null || v === undefined ? '' : String(v);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

export function domainsCsv(domains: DomainDto[]): string {
  return stringify(
    domains.map((d) => CSV_COLUMNS.map((c) => safe(d[c]))),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}
