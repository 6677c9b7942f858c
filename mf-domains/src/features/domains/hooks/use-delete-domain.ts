// Delete with the spec's confirmation and toasts (spec 1 §5, §8). The question is asked in an in-app
// dialog (issue 31), never the browser's confirm box: the hook holds the domain waiting for an answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomainDto } from '@dop/contracts/domains';
import type { ShellApi } from '@dop/mf-kit';
import { useState } from 'react';
import { deleteDomain, domainsKeys } from '../api/domains-api';

export const DELETE_CONFIRM = 'Are you sure you want to delete this domain?';

export function useDeleteDomain(shell: ShellApi) {
  const qc = useQueryClient();
  const [asking, setAsking] = useState<DomainDto | null>(null);
  const mutation = useMutation({
    mutationFn: (d: DomainDto) => deleteDomain(d.id),
    onSuccess: () => {
      shell.toasts.show({ title: 'Domain deleted', description: 'The domain has been removed successfully' });
      void qc.invalidateQueries({ queryKey: domainsKeys.all });
    },
    onError: (err: Error) => shell.toasts.show({ title: 'Error deleting domain', description: err.message, variant: 'destructive' }),
  });
  return {
    /** The domain whose delete waits for the answer; null when nothing is asked. */
    asking,
    ask: (d: DomainDto) => setAsking(d),
    confirm: () => {
      if (asking) mutation.mutate(asking);
      setAsking(null);
    },
    cancel: () => setAsking(null),
    isPending: mutation.isPending,
  };
}
