// The update dialog's saves (spec 2 §8): 'A записи обновлены' / 'SSL режим обновлен' on success, their
// own error titles with the server message. Issue 30: a change held for a second admin says "Waiting for
// approval" instead of the success toast; a change the single admin must confirm is no failure toast:
// the dialog asks for the number (confirmDomainsOf(mutation.error)) and saves again.
import { AWAITING_APPROVAL } from '@dop/contracts/changes';
import type { ShellApi } from '@dop/mf-kit';
import { confirmDomainsOf, isChangeNotApplied, PLANNED_TEXT } from '@dop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cloudflareKeys, serverMessage, updateRecords } from '../api/cloudflare-api';

type Shell = Pick<ShellApi, 'toasts'>;

export interface UpdateRequest {
  domains: string[];
  ipAddress?: string;
  sslMode?: 'flexible' | 'full';
  /** The single admin's confirm of a change over the threshold: the number of domains. */
  confirmDomains?: number;
}

const FAILED = {
  a: { title: 'Ошибка обновления A записей', fallback: 'Failed to update domain IP' },
  ssl: { title: 'Ошибка обновления SSL режима', fallback: 'Ошибка обновления SSL режима' },
} as const;

export function useUpdateRecords(shell: Shell, what: 'a' | 'ssl', onDone: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRequest) => updateRecords(body),
    onSuccess: (r) => {
      if (!isChangeNotApplied(r))
        shell.toasts.show({ title: what === 'a' ? 'A записи обновлены' : 'SSL режим обновлен', description: r.message });
      else if (r.status === 'awaiting_approval')
        shell.toasts.show({ title: AWAITING_APPROVAL.title, description: AWAITING_APPROVAL.message });
      else shell.toasts.show({ title: 'Planned', description: `${PLANNED_TEXT} (change ${r.changeId})` });
      void qc.invalidateQueries({ queryKey: cloudflareKeys.all });
      onDone();
    },
    onError: (err) => {
      if (confirmDomainsOf(err) !== null) return;
      shell.toasts.show({ title: FAILED[what].title, description: serverMessage(err, FAILED[what].fallback), variant: 'destructive' });
    },
  });
}
