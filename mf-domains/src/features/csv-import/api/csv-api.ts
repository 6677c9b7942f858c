// The CSV import of domains (issue 30): added, updated and unchanged counts, and the planned change of
// the rows' IPs (null when no row has one); 400 naming each bad line, nothing changed.
import type { ImportCsvBody, ImportCsvReply } from '@dop/contracts/changes';
import { apiSend } from '@dop/mf-kit';

export const importCsv = (body: ImportCsvBody) => apiSend<ImportCsvReply>('POST', '/api/changes/import/csv', body);
