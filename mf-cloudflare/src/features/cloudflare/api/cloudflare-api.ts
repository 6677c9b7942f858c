// The CloudFlare tab's calls (spec 2 §7) and query keys; errors keep the server's own message.
import type {
  AccountsResponse,
  AddCloudflareDomainsBody,
  AddCloudflareDomainsResponse,
  DeleteDomainsResponse,
  PurgeAccount,
  PurgeCacheResponse,
  StoredAccountsResponse,
  SuccessMessage,
  UpdateRecordsBody,
} from '@dop/contracts/cloudflare';
import type { ChangeNotAppliedReply } from '@dop/contracts/changes';
import { apiGet, apiSend, isApiError } from '@dop/mf-kit';

export const cloudflareKeys = {
  all: ['cloudflare'] as const,
  accounts: (p: { page: number; search: string; showAll: boolean }) => ['cloudflare', 'accounts', p] as const,
  stored: ['cloudflare', 'stored-accounts'] as const,
  /** Issue 30's update preview: what Cloudflare holds now for these domains. */
  current: (domains: string[]) => ['cloudflare', 'current', domains] as const,
  /** Issue 31: the tab's newest results, read while an add or move job is watched for its outcome. */
  outcomeResults: ['cloudflare', 'outcome-results'] as const,
};

/** Issue 31: the saved accounts for the dialogs' picker (ids and e-mails, never keys). */
export const fetchStoredAccounts = (signal?: AbortSignal) => apiGet<StoredAccountsResponse>('/api/cloudflare/stored-accounts', { signal });

export function fetchAccounts(p: { page: number; search: string; showAll: boolean }): Promise<AccountsResponse> {
  const q = new URLSearchParams({ page: String(p.page), showAll: String(p.showAll) });
  if (p.search.trim()) q.set('search', p.search.trim());
  return apiGet<AccountsResponse>(`/api/cloudflare/accounts?${q}`);
}

export const addDomains = (body: AddCloudflareDomainsBody) =>
  apiSend<AddCloudflareDomainsResponse>('POST', '/api/cloudflare/domains', body);
/** Issue 30: a 202 when the change waits for a second admin (or was planned) instead of applying now. */
export const updateRecords = (body: UpdateRecordsBody) =>
  apiSend<SuccessMessage | ChangeNotAppliedReply>('POST', '/api/cloudflare/update-records', body);
export const purgeCache = (accounts: PurgeAccount[]) => apiSend<PurgeCacheResponse>('POST', '/api/cloudflare/purge-cache', { accounts });
export const deleteDomains = (ids: string[]) => apiSend<DeleteDomainsResponse>('POST', '/api/cloudflare/domains/delete', { ids });

/** The server's own message of a failed call (an ApiError), else the error's text, else the fallback. */
export function serverMessage(err: unknown, fallback: string): string {
  if (isApiError(err)) return err.serverMessage ?? fallback;
  return (err instanceof Error && err.message.trim()) || fallback;
}
