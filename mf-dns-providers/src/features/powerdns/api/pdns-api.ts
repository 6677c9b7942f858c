// Spec 2 §7 "PowerDNS": accounts, the zone update and proxy monitoring.
import type { ChangeNotAppliedReply } from '@dop/contracts/changes';
import { apiGet, apiSend } from '@dop/mf-kit';
import type {
  PdnsAccount,
  PdnsAccountBody,
  PdnsRevealedSecrets,
  PdnsUpdateBody,
  PdnsUpdateResponse,
  ProxyMonitoringResponse,
} from '@dop/contracts/dns-providers';

const ACCOUNTS = '/api/accounts/powerdns';

export const pdnsApi = {
  list: (signal?: AbortSignal) => apiGet<PdnsAccount[]>(ACCOUNTS, { signal }),
  create: (body: PdnsAccountBody) => apiSend<PdnsAccount>('POST', ACCOUNTS, body),
  update: (id: string, body: PdnsAccountBody) => apiSend<PdnsAccount>('PUT', `${ACCOUNTS}/${encodeURIComponent(id)}`, body),
  remove: (id: string) => apiSend<{ success: true }>('DELETE', `${ACCOUNTS}/${encodeURIComponent(id)}`),
  /** Issue 25: the full API key (admins with a fresh step-up; audited). */
  reveal: (id: string) => apiSend<PdnsRevealedSecrets>('POST', `${ACCOUNTS}/${encodeURIComponent(id)}/reveal`),
  /** Issue 30: a 202 when the change waits for a second admin, or was only planned (dryRun). */
  updateZones: (body: PdnsUpdateBody, dryRun = false) =>
    apiSend<PdnsUpdateResponse | ChangeNotAppliedReply>('POST', `/api/powerdns/update${dryRun ? '?dryRun=true' : ''}`, body),
  proxies: (refresh: boolean, signal?: AbortSignal) =>
    apiGet<ProxyMonitoringResponse>(`/api/proxy-monitoring${refresh ? '?refresh=true' : ''}`, { signal }),
};
