// Loads the domain's A records and the IP settings, and saves the whole list (spec 1 §4, §7, §8).
// Issue 30: a save held for a second admin says so instead of 'Records updated'; a save the single admin
// must confirm is no failure toast: the dialog asks for the number and saves again.
import { AWAITING_APPROVAL, type ChangeHeldReply } from '@dop/contracts/changes';
import type { RecordsResponse } from '@dop/contracts/domains';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShellApi } from '@dop/mf-kit';
import { changesKeys } from '../../changes/api/changes-api';
import { confirmDomainsOf } from '@dop/ui';
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
    // Issue 31: the dialog edits what it loads, so every opening reads the server again (a cached copy
    // from an earlier opening would put the old IP back on the next save).
    refetchOnMount: 'always',
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

export interface SaveRequest {
  rows: EditableRecord[];
  /** The single admin's confirm of a save over the threshold: the number of domains, 1. */
  confirmDomains?: number;
}

const isHeld = (reply: unknown): reply is ChangeHeldReply => (reply as ChangeHeldReply | null)?.status === 'awaiting_approval';

export function useSaveRecords(shell: ShellApi, domainId: string, onSaved: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, confirmDomains }: SaveRequest) => saveRecords(domainId, rows, confirmDomains),
    onSuccess: (reply) => {
      if (isHeld(reply)) shell.toasts.show({ title: AWAITING_APPROVAL.title, description: reply.message || AWAITING_APPROVAL.message });
      else {
        shell.toasts.show({ title: 'Records updated', description: 'DNS records have been updated successfully' });
        // Issue 31: the save answers the records the server now holds: the next opening starts from them.
        qc.setQueryData<RecordsResponse>(domainsKeys.records(domainId), { aRecords: reply.aRecords });
      }
      void qc.invalidateQueries({ queryKey: domainsKeys.all });
      // Issue 30: the save is recorded as a change set; an open change log shows it.
      void qc.invalidateQueries({ queryKey: changesKeys.all });
      onSaved();
    },
    onError: (err: Error) => {
      if (confirmDomainsOf(err) === null)
        shell.toasts.show({ title: 'Failed to update records', description: err.message, variant: 'destructive' });
    },
  });
}
