// The clear endpoints (spec 2 §7) as a mutation; afterwards every operations panel refetches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTransport } from '../api/api-context';
import type { ClearResponse } from '../api/types';
import { clearUrl, type ClearTarget } from '../api/urls';
import { operationsKeys } from './query-keys';

export function useClearOperations(showAll: boolean) {
  const transport = useTransport();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: ClearTarget) => transport.post<ClearResponse>(clearUrl(target, showAll)),
    onSettled: () => client.invalidateQueries({ queryKey: operationsKeys.all }),
  });
}
