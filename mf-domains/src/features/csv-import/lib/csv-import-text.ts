// The words of the CSV import (issue 30): the columns it reads and what an accepted file did.
import type { ImportCsvReply } from '@dop/contracts/changes';

export const CSV_IMPORT_TITLE = 'Import CSV';

/** The header row the service reads; only name is required. */
export const CSV_COLUMNS: ReadonlyArray<{ name: string; text: string }> = [
  { name: 'name', text: 'the domain (required)' },
  { name: 'registrar', text: 'namesilo, dynadot, …' },
  { name: 'account', text: 'the registrar account’s id' },
  { name: 'tags', text: 'the team tag' },
  { name: 'ip', text: 'the IP for its @ and www A records, planned before anything changes' },
];

export const CSV_EXAMPLE = 'name,registrar,account,tags,ip\nexample.com,namesilo,12,web,203.0.113.10';

export const importCountsText = (r: Pick<ImportCsvReply, 'added' | 'updated' | 'unchanged'>) =>
  `Added ${r.added}, updated ${r.updated}, unchanged ${r.unchanged}`;
