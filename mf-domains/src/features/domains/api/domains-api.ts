// Spec 1 §7 "Domains and DNS", spec 2 §7: the calls of the Domains tab, through mf-kit's api client so
// every failure reads '<status>: <body or status text>'.
import { apiGet, apiSend } from '@dop/mf-kit';
import type { ChangeHeldReply, CurrentRecordsReply } from '@dop/contracts/changes';
import type {
  BulkActionResponse,
  DomainDto,
  DomainsResponse,
  RecordsResponse,
  SaveRecordsResponse,
  UpdateTagsResponse,
} from '@dop/contracts/domains';
import { listQuery, type ListParams } from '../lib/list-params';

export const domainsKeys = {
  all: ['domains'] as const,
  list: (p: ListParams) => ['domains', 'list', p] as const,
  records: (id: string) => ['domains', 'records', id] as const,
  currentRecords: (id: string) => ['domains', 'records', id, 'current'] as const,
  settings: ['domains', 'settings'] as const,
  results: (showAll: boolean) => ['domains', 'results', showAll] as const,
  jobs: (showAll: boolean) => ['domains', 'jobs', showAll] as const,
  accounts: (registrar: string) => ['domains', 'accounts', registrar] as const,
};

/** One page of the list, sorted and filtered by the server (issue 31). */
export function fetchDomainsPage(p: ListParams, signal?: AbortSignal): Promise<DomainsResponse> {
  return apiGet<DomainsResponse>(`/api/domains?${listQuery(p)}`, { signal });
}

/** Issue 31's bulk actions: each runs as a job (progress, a log line per domain). */
export const bulkDelete = (ids: string[]) => apiSend<BulkActionResponse>('POST', '/api/domains/bulk-delete', { ids });
export const updateTags = (domainIds: string[], teamTag: string | null) =>
  apiSend<UpdateTagsResponse>('POST', '/api/domains/update-tags', { domainIds, teamTag });

export const deleteDomain = (id: string) => apiSend<{ success: true }>('DELETE', `/api/domains/${id}`);

export interface DomainPatch {
  name: string;
  registrar: string;
  accountId: number;
  useCloudflare: boolean;
}
export const patchDomain = (id: string, body: DomainPatch) => apiSend<DomainDto>('PATCH', `/api/domains/${id}`, body);

export const fetchRecords = (id: string, signal?: AbortSignal) => apiGet<RecordsResponse>(`/api/domains/${id}/records`, { signal });

/** Issue 30: what the domain's DNS host holds now (the DNS dialog's preview compares against it). */
export const fetchCurrentRecords = (id: string, signal?: AbortSignal) =>
  apiGet<CurrentRecordsReply>(`/api/domains/${id}/records/current`, { signal });

export interface EditableRecord {
  id: string;
  type: 'A';
  name: string;
  content: string;
  ttl: number;
}
/**
 * 200 once applied; issue 30: 202 ChangeHeldReply when the save rewrites most of a big zone and waits for
 * a second admin, or 409 with details {confirmDomains: 1} in a team with a single admin until resent with it.
 */
export const saveRecords = (id: string, aRecords: EditableRecord[], confirmDomains?: number) =>
  apiSend<SaveRecordsResponse | ChangeHeldReply>('POST', `/api/domains/${id}/records`, {
    aRecords,
    cNameRecords: [],
    ...(confirmDomains === undefined ? {} : { confirmDomains }),
  });

export interface IpSettings {
  useStaticIp?: boolean;
  staticIp?: string | null;
  currentIp?: string | null;
}
export const fetchSettings = (signal?: AbortSignal) => apiGet<IpSettings>('/api/settings', { signal });

/** Spec 1 §3 Result: domain and a timestamp that may be a string, an array or bracketed. */
export interface ResultItem {
  domain: string;
  timestamp: unknown;
}
export async function fetchResults(showAll: boolean, signal?: AbortSignal): Promise<ResultItem[]> {
  const reply = await apiGet<ResultItem[] | { data: ResultItem[] }>(`/api/results?showAll=${showAll}&limit=100`, { signal });
  return Array.isArray(reply) ? reply : (reply?.data ?? []);
}

export interface AccountOption {
  id: number;
  name: string | null;
  apiKey?: string | null;
  username?: string | null;
}
export const fetchAccounts = (registrar: string, signal?: AbortSignal) => apiGet<AccountOption[]>(`/api/accounts/${registrar}`, { signal });
