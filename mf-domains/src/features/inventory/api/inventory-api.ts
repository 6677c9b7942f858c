// Issue 29: the inventory calls of the Domains tab (/api/inventory on the domains service), through
// mf-kit's api client so every failure reads '<status>: <body or status text>'.
import { apiGet, apiSend } from '@dop/mf-kit';
import type { ChangeHeldReply } from '@dop/contracts/changes';
import type { HealthResponse, InventoryFixBody, InventoryFixReply, InventoryJobDto } from '@dop/contracts/inventory';

export const inventoryKeys = {
  job: (id: string) => ['inventory', 'job', id] as const,
  /** Every domain's health panel: a finished job reloads them all. */
  healthAll: ['inventory', 'health'] as const,
  health: (domainId: string) => ['inventory', 'health', domainId] as const,
};

/** 202: the import job, which runs on in the service (durable, resumed after a restart). */
export const startImport = (registrar: string, accountId: number, teamTag: string) =>
  apiSend<InventoryJobDto>('POST', `/api/inventory/import/${registrar}/${accountId}`, { teamTag });

export const fetchInventoryJob = (id: string, signal?: AbortSignal) => apiGet<InventoryJobDto>(`/api/inventory/jobs/${id}`, { signal });

/** One domain's checks with both sides (list rows carry the badges only). */
export const fetchDomainHealth = (domainId: string, signal?: AbortSignal) =>
  apiGet<HealthResponse>(`/api/inventory/health?domainId=${domainId}`, { signal });

/** Checks the domains now, as a job. */
export const checkDomains = (ids: string[]) => apiSend<InventoryJobDto>('POST', '/api/inventory/check', { ids });

/** 200 with the outcome and the check job that follows; 202 when the change waits for a second admin. */
export const fixDomain = (domainId: string, body: InventoryFixBody) =>
  apiSend<InventoryFixReply | ChangeHeldReply>('POST', `/api/inventory/fix/${domainId}`, body);
