// The BIND import (issue 30): a zone file's A records for one domain, planned like any change (202 with
// the set in planning and the records of other types skipped by line), or 400 naming each bad line.
import type { ImportBindBody, ImportBindReply } from '@dop/contracts/changes';
import { apiSend } from '@dop/mf-kit';

export const importBind = (body: ImportBindBody) => apiSend<ImportBindReply>('POST', '/api/changes/import/bind', body);
