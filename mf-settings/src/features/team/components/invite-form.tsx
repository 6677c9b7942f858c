import { useState, type FormEvent } from 'react';
import { Button, Input, Label } from '@dop/ui';
import { useAccess, type ShellApi } from '@dop/mf-kit';
import type { Role } from '@dop/contracts/access';
import { useCreateInvitation } from '../hooks/use-invitations';
import { assignableRoles } from '../lib/assignable-roles';
import { absoluteInviteUrl } from '../stores/invite-links-store';
import { CopyLinkButton } from './copy-link-button';
import { RoleSelect } from './role-select';

/** Issue 25: invite an e-mail with a role up to one's own; the link is shown to copy and send. */
export function InviteForm({ toasts }: { toasts: ShellApi['toasts'] }) {
  const { role: actorRole } = useAccess();
  const create = useCreateInvitation(toasts);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('operator');
  const options = assignableRoles(actorRole);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
  }

  const link = create.data ? absoluteInviteUrl(create.data.url) : null;
  return (
    <div className="space-y-3">
      <form aria-label="Invite member" className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <div className="flex flex-col gap-1">
          <Label htmlFor="invite-email">Email</Label>
          <Input id="invite-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} className="w-64" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="invite-role">Role</Label>
          <RoleSelect id="invite-role" value={options.includes(role) ? role : options[0]!} options={options} onChange={setRole} />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Inviting...' : 'Invite'}
        </Button>
      </form>
      {link && (
        <div className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm">
          <span>Invitation link (valid 7 days, single use):</span>
          <code className="break-all" aria-label="Invitation link">
            {link}
          </code>
          <CopyLinkButton url={create.data!.url} toasts={toasts} />
        </div>
      )}
    </div>
  );
}
