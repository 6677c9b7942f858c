// The change log's calls (issue 30), through mf-kit's api client so a failure is an ApiError whose
// message is "<status>: <the server's message>".
import type { ChangeDetail, ChangesReply, ChangeSummary, RevertBody } from '@dop/contracts/changes';
import { apiGet, apiSend } from '@dop/mf-kit';
import { changesSearch, type ChangesPageQuery } from '../lib/changes-filter';

export const changesKeys = {
  all: ['changes'] as const,
  list: (q: ChangesPageQuery) => ['changes', 'list', q] as const,
  detail: (id: string) => ['changes', 'detail', id] as const,
  awaiting: ['changes', 'awaiting'] as const,
};

export const fetchChanges = (q: ChangesPageQuery, signal?: AbortSignal) =>
  apiGet<ChangesReply>(`/api/changes?${changesSearch(q)}`, { signal });

export const fetchChange = (id: string, signal?: AbortSignal) => apiGet<ChangeDetail>(`/api/changes/${id}`, { signal });

/** 202 with the new (revert) change set, applied in the background; 409 conflict naming what changed since. */
export const revertChange = (id: string, body: Partial<RevertBody>) => apiSend<ChangeDetail>('POST', `/api/changes/${id}/revert`, body);

/** How many change sets wait for a second admin (the Changes card's badge): one row asked, the total read. */
export const fetchAwaitingCount = async (signal?: AbortSignal) =>
  (await apiGet<ChangesReply>('/api/changes?status=awaiting_approval&limit=1', { signal })).totalCount;

/** 202 with the set now applying (another admin's approval); 403 for its author; 409 once decided or expired. */
export const approveChange = (id: string) => apiSend<ChangeSummary>('POST', `/api/changes/${id}/approve`, {});

export const rejectChange = (id: string) => apiSend<ChangeSummary>('POST', `/api/changes/${id}/reject`, {});
