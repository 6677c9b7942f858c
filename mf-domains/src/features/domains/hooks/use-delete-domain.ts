// Delete with the spec's confirmation and toasts (spec 1 §5, §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomainDto } from '@dop/contracts/domains';
import type { ShellApi } from '@dop/mf-kit';
import { deleteDomain, domainsKeys } from '../api/domains-api';

export const DELETE_CONFIRM = 'Are you sure you want to delete this domain?';

export function useDeleteDomain(shell: ShellApi) {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (d: DomainDto) => deleteDomain(d.id),
    onSuccess: () => {
      shell.toasts.show({ title: 'Domain deleted', description: 'The domain has been removed successfully' });
      void qc.invalidateQueries({ queryKey: domainsKeys.all });
    },
    onError: (err: Error) => shell.toasts.show({ title: 'Error deleting domain', description: err.message, variant: 'destructive' }),
  });
  return (d: DomainDto) => {
    if (window.confirm(DELETE_CONFIRM)) mutation.mutate(d);
  };
}
