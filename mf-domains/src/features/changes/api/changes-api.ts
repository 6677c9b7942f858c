// The change log's calls (issue 30), through mf-kit's api client so a failure is an ApiError whose
// message is "<status>: <the server's message>".
import type { ChangeDetail, ChangesReply, RevertBody } from '@dop/contracts/changes';
import { apiGet, apiSend } from '@dop/mf-kit';
import { changesSearch, type ChangesPageQuery } from '../lib/changes-filter';

export const changesKeys = {
  all: ['changes'] as const,
  list: (q: ChangesPageQuery) => ['changes', 'list', q] as const,
  detail: (id: string) => ['changes', 'detail', id] as const,
};

export const fetchChanges = (q: ChangesPageQuery, signal?: AbortSignal) =>
  apiGet<ChangesReply>(`/api/changes?${changesSearch(q)}`, { signal });

export const fetchChange = (id: string, signal?: AbortSignal) => apiGet<ChangeDetail>(`/api/changes/${id}`, { signal });

/** 202 with the new (revert) change set, applied in the background; 409 conflict naming what changed since. */
export const revertChange = (id: string, body: Partial<RevertBody>) => apiSend<ChangeDetail>('POST', `/api/changes/${id}/revert`, body);
