import { useEffect, useState } from 'react';
import { Label } from '@dop/ui';
import { useAccess, type ShellApi } from '@dop/mf-kit';
import type { Role } from '@dop/contracts/access';
import { useDeleteMember, useUpdateMember } from '../hooks/use-members';
import { assignableRoles } from '../lib/assignable-roles';
import { useMemberAction } from '../stores/member-action-store';
import { ConfirmDialog } from './confirm-dialog';
import { RoleSelect } from './role-select';

const TEXT = {
  approve: { title: 'Approve member', confirm: 'Approve', done: 'Member approved' },
  disable: { title: 'Disable member', confirm: 'Disable', done: 'Member disabled' },
  enable: { title: 'Enable member', confirm: 'Enable', done: 'Member enabled' },
  delete: { title: 'Delete member', confirm: 'Delete', done: 'Member deleted' },
} as const;

/** The confirmation of the member change the store holds; approving also picks the role. */
export function MemberActionDialog({ toasts }: { toasts: ShellApi['toasts'] }) {
  const { pending, close } = useMemberAction();
  const { role: actorRole } = useAccess();
  const update = useUpdateMember(toasts);
  const remove = useDeleteMember(toasts);
  const [role, setRole] = useState<Role>('viewer');
  useEffect(() => setRole('viewer'), [pending]);
  if (!pending) return null;

  const { action, member } = pending;
  const text = TEXT[action];
  const description =
    action === 'approve'
      ? `${member.username} (${member.email}) becomes an active member with the role chosen below.`
      : action === 'delete'
        ? `${member.username} (${member.email}) has not been approved; the account is removed.`
        : `${member.username} (${member.email}) ${action === 'disable' ? 'can no longer sign in or use the API' : 'can sign in again'}.`;

  function confirm() {
    const options = { onSettled: close };
    if (action === 'delete') return remove.mutate(member.id, options);
    const body =
      action === 'approve'
        ? { status: 'active' as const, role }
        : { status: action === 'disable' ? ('disabled' as const) : ('active' as const) };
    update.mutate({ id: member.id, body, done: text.done }, options);
  }

  return (
    <ConfirmDialog
      open
      title={text.title}
      description={description}
      confirmLabel={text.confirm}
      destructive={action === 'disable' || action === 'delete'}
      busy={update.isPending || remove.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      {action === 'approve' && (
        <div className="flex items-center gap-2">
          <Label htmlFor="approve-role">Role</Label>
          <RoleSelect id="approve-role" value={role} options={assignableRoles(actorRole)} onChange={setRole} />
        </div>
      )}
    </ConfirmDialog>
  );
}
