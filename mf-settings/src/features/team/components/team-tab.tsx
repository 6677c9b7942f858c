import type { ShellApi } from '@dop/mf-kit';
import { InvitationsCard } from './invitations-card';
import { MembersCard } from './members-card';

/** Settings > Team (issue 25, admins). */
export function TeamTab({ toasts }: { toasts: ShellApi['toasts'] }) {
  return (
    <div className="space-y-4">
      <MembersCard toasts={toasts} />
      <InvitationsCard toasts={toasts} />
    </div>
  );
}
