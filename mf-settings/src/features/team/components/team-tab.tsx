import type { ShellApi } from '@dop/mf-kit';
import { InvitationsCard } from './invitations-card';
import { MembersCard } from './members-card';
import { TeamSettingsCard } from './team-settings-card';

/** Settings > Team (issue 25, admins). */
export function TeamTab({ toasts }: { toasts: ShellApi['toasts'] }) {
  return (
    <div className="space-y-4">
      <MembersCard toasts={toasts} />
      <InvitationsCard toasts={toasts} />
      <TeamSettingsCard toasts={toasts} />
    </div>
  );
}
