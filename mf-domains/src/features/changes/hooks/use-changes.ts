// The change log's reads (issue 30): a page of change sets, and one set with its steps when a row is
// open. Both poll while a set is still being applied, so a revert in progress ends on screen by itself.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { changesKeys, fetchChange, fetchChanges } from '../api/changes-api';
import { IN_PROGRESS } from '../lib/change-labels';
import type { ChangesPageQuery } from '../lib/changes-filter';

export const CHANGES_POLL_MS = 2_000;

export function useChanges(q: ChangesPageQuery) {
  return useQuery({
    queryKey: changesKeys.list(q),
    queryFn: ({ signal }) => fetchChanges(q, signal),
    // A new page or filter keeps the rows on screen until its answer arrives (no flash of a spinner).
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.changes.some((c) => IN_PROGRESS.has(c.status)) ? CHANGES_POLL_MS : false),
  });
}

export function useChangeDetail(id: string) {
  return useQuery({
    queryKey: changesKeys.detail(id),
    queryFn: ({ signal }) => fetchChange(id, signal),
    refetchInterval: (query) => (query.state.data && IN_PROGRESS.has(query.state.data.status) ? CHANGES_POLL_MS : false),
  });
}
