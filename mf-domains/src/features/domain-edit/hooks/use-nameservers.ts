// The name-server section's server state (issue 30): the registrar's current name servers, read when
// the dialog opens, and the switch. A switch held for a second admin says so (toast and notice) rather
// than 'Nameservers switched'; either way the domain, its name servers and the change log are reread,
// so the dialog reopened shows the new values.
import { AWAITING_APPROVAL } from '@dop/contracts/changes';
import type { ShellApi } from '@dop/mf-kit';
import { isChangeNotApplied } from '@dop/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changesKeys } from '../../changes/api/changes-api';
import { fetchCurrentNameservers, nameserversKey, switchNameservers } from '../api/nameservers-api';
import { switchedText, type NameserverChoice } from '../lib/nameserver-preview';

export function useCurrentNameservers(domainId: string) {
  return useQuery({
    queryKey: nameserversKey(domainId),
    queryFn: ({ signal }) => fetchCurrentNameservers(domainId, signal),
  });
}

export interface SwitchRequest {
  choice: NameserverChoice;
  nameservers: string[];
}

export function useSwitchNameservers(shell: ShellApi, domainId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ choice, nameservers }: SwitchRequest) =>
      switchNameservers(domainId, {
        useCloudflare: choice === 'cloudflare',
        cloudflareNameservers: choice === 'cloudflare' ? nameservers : [],
      }),
    onSuccess: (reply, { choice }) => {
      if (isChangeNotApplied(reply))
        shell.toasts.show({ title: AWAITING_APPROVAL.title, description: reply.message || AWAITING_APPROVAL.message });
      else if (reply.success) shell.toasts.show({ title: 'Nameservers switched', description: switchedText(choice) });
      else shell.toasts.show({ title: 'Error switching nameservers', description: reply.message, variant: 'destructive' });
      // ['domains'] covers the list (useCloudflare) and the current name servers; the switch is a change set.
      void qc.invalidateQueries({ queryKey: ['domains'] });
      void qc.invalidateQueries({ queryKey: changesKeys.all });
    },
    onError: (err: Error) =>
      shell.toasts.show({
        title: 'Error switching nameservers',
        description: `Failed to switch nameservers: ${err.message}`,
        variant: 'destructive',
      }),
  });
}
