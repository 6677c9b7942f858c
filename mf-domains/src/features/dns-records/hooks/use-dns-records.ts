// Loads the domain's A records and the IP settings, and saves the whole list (spec 1 §4, §7, §8).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShellApi } from '@dop/mf-kit';
import { changesKeys } from '../../changes/api/changes-api';
import { domainsKeys, fetchRecords, fetchSettings, saveRecords, type EditableRecord } from '../../domains/api/domains-api';

export function useDnsRecords(domainId: string) {
  const records = useQuery({
    queryKey: domainsKeys.records(domainId),
    queryFn: async ({ signal }) => {
      try {
        return await fetchRecords(domainId, signal);
      } catch (err) {
        throw new Error(`Failed to fetch DNS records: ${(err as Error).message}`);
      }
    },
  });
  const settings = useQuery({
    queryKey: domainsKeys.settings,
    queryFn: async ({ signal }) => {
      try {
        return await fetchSettings(signal);
      } catch (err) {
        throw new Error(`Failed to fetch settings: ${(err as Error).message}`);
      }
    },
  });
  return { records, settings };
}

export function useSaveRecords(shell: ShellApi, domainId: string, onSaved: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rows: EditableRecord[]) => saveRecords(domainId, rows),
    onSuccess: () => {
      shell.toasts.show({ title: 'Records updated', description: 'DNS records have been updated successfully' });
      void qc.invalidateQueries({ queryKey: domainsKeys.all });
      // Issue 30: the save is recorded as a change set; an open change log shows it.
      void qc.invalidateQueries({ queryKey: changesKeys.all });
      onSaved();
    },
    onError: (err: Error) => shell.toasts.show({ title: 'Failed to update records', description: err.message, variant: 'destructive' }),
  });
}
