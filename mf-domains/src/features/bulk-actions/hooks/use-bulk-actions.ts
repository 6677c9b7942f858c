// Issue 31's bulk actions on the selected domains: delete and team tag run as jobs on the server; the
// job store hands the job to the progress card, and the list, results and jobs are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShellApi } from '@dop/mf-kit';
import { useJobStore } from '../../add-domains/stores/job-store';
import { bulkDelete, domainsKeys, updateTags } from '../../domains/api/domains-api';

export function useBulkActions(shell: ShellApi, onDone: () => void) {
  const qc = useQueryClient();
  const follow = useJobStore((s) => s.setJobId);
  const refresh = () => void qc.invalidateQueries({ queryKey: domainsKeys.all });
  const failed = (title: string) => (err: Error) => shell.toasts.show({ title, description: err.message, variant: 'destructive' });

  const remove = useMutation({
    mutationFn: (ids: string[]) => bulkDelete(ids),
    onSuccess: (r) => {
      follow(r.jobId);
      const gone = r.missing.length ? `; ${r.missing.length} already gone` : '';
      shell.toasts.show({ title: 'Bulk delete started', description: `${r.total} domain(s) are being deleted${gone}` });
      onDone();
      refresh();
    },
    onError: failed('Error deleting domains'),
  });

  const tag = useMutation({
    mutationFn: (p: { ids: string[]; teamTag: string | null }) => updateTags(p.ids, p.teamTag),
    onSuccess: (r, p) => {
      if (r.jobId) follow(r.jobId);
      shell.toasts.show({
        title: 'Team tag updated',
        description: `${r.updated} of ${p.ids.length} domain(s) now tagged ${p.teamTag ?? '(none)'}`,
      });
      onDone();
      refresh();
    },
    onError: failed('Error updating team tags'),
  });

  return { remove, tag };
}
