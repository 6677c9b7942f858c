// The tab's writes with the spec 2 §8 toasts: add ('Duplicate domain' for skipped names, the server
// message or 'Failed to add CloudFlare domains'), move and purge (generic failure toasts), delete.
// A records and SSL mode: use-update-records.ts (issue 30's held and confirmed changes).
import type { AddCloudflareDomainsBody, PurgeAccount } from '@dop/contracts/cloudflare';
import type { ShellApi } from '@dop/mf-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDomains, cloudflareKeys, deleteDomains, purgeCache, serverMessage } from '../api/cloudflare-api';
import { useWatchedJobs } from '../stores/watched-jobs';

type Shell = Pick<ShellApi, 'toasts'>;
const destructive = 'destructive' as const;

export function useAddDomains(shell: Shell, kind: 'add' | 'move', onDone: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCloudflareDomainsBody) => addDomains(body),
    onSuccess: (r, body) => {
      // Issue 31: the job's outcome follows in a second notification (use-job-outcomes.ts).
      if (r.jobId && r.added > 0) {
        const skipped = new Set(r.skippedDomains.map((d) => d.toLowerCase()));
        const domains = (body.domains ?? []).map((d) => d.trim().toLowerCase()).filter((d) => d && !skipped.has(d));
        useWatchedJobs.getState().watch({ jobId: r.jobId, kind, domains, startedAt: Date.now() });
      }
      if (r.skippedDomains.length)
        shell.toasts.show({
          title: 'Duplicate domain',
          description: `Already exists, skipped: ${r.skippedDomains.join(', ')}`,
          variant: destructive,
        });
      if (r.added) shell.toasts.show({ title: kind === 'add' ? 'CloudFlare domains added' : 'Move started', description: r.message });
      void qc.invalidateQueries({ queryKey: cloudflareKeys.all });
      onDone();
    },
    onError: (err) =>
      shell.toasts.show(
        kind === 'add'
          ? {
              title: 'Failed to add CloudFlare domains',
              description: serverMessage(err, 'Failed to add CloudFlare domains'),
              variant: destructive,
            }
          : { title: 'Failed to move domains', description: serverMessage(err, 'Failed to move domains'), variant: destructive },
      ),
  });
}

export function usePurge(shell: Shell, onDone: () => void) {
  return useMutation({
    mutationFn: (accounts: PurgeAccount[]) => purgeCache(accounts),
    onSuccess: (r) => {
      shell.toasts.show({
        title: r.success ? 'Cache purged' : 'Cache purged partly',
        description: r.message,
        variant: r.success ? undefined : destructive,
      });
      onDone();
    },
    onError: (err) =>
      shell.toasts.show({ title: 'Failed to purge cache', description: serverMessage(err, 'Failed to purge cache'), variant: destructive }),
  });
}

export function useDeleteDomains(shell: Shell, onDone: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => deleteDomains(ids),
    onSuccess: (r) => {
      shell.toasts.show({
        title: r.success ? 'Domains deleted' : 'Some domains were not deleted',
        description: [r.message, ...r.errors].join('; '),
        variant: r.success ? undefined : destructive,
      });
      void qc.invalidateQueries({ queryKey: cloudflareKeys.all });
      onDone();
    },
    onError: (err) =>
      shell.toasts.show({
        title: 'Failed to delete domains',
        description: serverMessage(err, 'Failed to delete domains'),
        variant: destructive,
      }),
  });
}
