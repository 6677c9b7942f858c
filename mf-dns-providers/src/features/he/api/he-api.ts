// Spec 2 §7 "Hurricane Electric": accounts, DNS update and the limits check.
import type { ChangeNotAppliedReply } from '@dop/contracts/changes';
import { apiGet, apiSend } from '@dop/mf-kit';
import type {
  CheckLimitsResponse,
  HeAccount,
  HeAccountBody,
  HeRevealedSecrets,
  HeUpdateBody,
  HeUpdateResponse,
} from '@dop/contracts/dns-providers';

const ACCOUNTS = '/api/accounts/hurricane-electric';

export const heApi = {
  list: (signal?: AbortSignal) => apiGet<HeAccount[]>(ACCOUNTS, { signal }),
  create: (body: HeAccountBody) => apiSend<HeAccount>('POST', ACCOUNTS, body),
  update: (id: string, body: HeAccountBody) => apiSend<HeAccount>('PUT', `${ACCOUNTS}/${encodeURIComponent(id)}`, body),
  remove: (id: string) => apiSend<{ success: true }>('DELETE', `${ACCOUNTS}/${encodeURIComponent(id)}`),
  /** Issue 25: the full password and proxy password (admins with a fresh step-up; audited). */
  reveal: (id: string) => apiSend<HeRevealedSecrets>('POST', `${ACCOUNTS}/${encodeURIComponent(id)}/reveal`),
  /** Issue 30: a 202 when the change waits for a second admin, or was only planned (dryRun). */
  updateDns: (body: HeUpdateBody, dryRun = false) =>
    apiSend<HeUpdateResponse | ChangeNotAppliedReply>('POST', `/api/hurricane-electric/update-dns${dryRun ? '?dryRun=true' : ''}`, body),
  checkAllLimits: () => apiSend<CheckLimitsResponse>('POST', '/api/hurricane-electric/check-all-limits'),
};
