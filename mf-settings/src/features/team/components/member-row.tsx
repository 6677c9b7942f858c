import type { ReactElement } from 'react';
import { Button } from '@dop/ui';
import { NeedsRole, useAccess } from '@dop/mf-kit';
import type { TeamMember } from '@dop/contracts/team';
import { assignableRoles, mayManage } from '../lib/assignable-roles';
import { formatDateTime } from '../lib/format-date';
import { useMemberAction } from '../stores/member-action-store';
import { RoleSelect } from './role-select';

export interface MemberRowProps {
  member: TeamMember;
  onRoleChange: (member: TeamMember, role: TeamMember['role']) => void;
  busy: boolean;
}

/** One member: role select for active ones; Approve/Delete when pending; Disable or Enable otherwise. */
export function MemberRow({ member, onRoleChange, busy }: MemberRowProps) {
  const { role } = useAccess();
  const ask = useMemberAction((s) => s.ask);
  const allowed = mayManage(role, member.role);
  // An admin may not touch an owner: the controls say so instead of vanishing.
  const guard = (el: ReactElement) => (allowed ? el : <NeedsRole role="owner">{el}</NeedsRole>);
  const action = (label: string, onClick: () => void, variant: 'outline' | 'destructive' = 'outline') =>
    guard(
      <Button size="sm" variant={variant} disabled={!allowed || busy} onClick={onClick}>
        {label}
      </Button>,
    );

  return (
    <tr className="border-b align-middle">
      <td className="py-2 pr-3 font-medium">{member.username}</td>
      <td className="py-2 pr-3">{member.email}</td>
      <td className="py-2 pr-3">
        {guard(
          <RoleSelect
            aria-label={`Role of ${member.username}`}
            value={member.role}
            options={assignableRoles(role)}
            disabled={!allowed || busy || member.status !== 'active'}
            onChange={(next) => onRoleChange(member, next)}
          />,
        )}
      </td>
      <td className="py-2 pr-3">{member.status}</td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(member.createdAt)}</td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(member.lastSeenAt)}</td>
      <td className="flex gap-2 py-2">
        {member.status === 'pending' && (
          <>
            {action('Approve', () => ask('approve', member))}
            {action('Delete', () => ask('delete', member), 'destructive')}
          </>
        )}
        {member.status === 'active' && action('Disable', () => ask('disable', member), 'destructive')}
        {member.status === 'disabled' && action('Enable', () => ask('enable', member))}
      </td>
    </tr>
  );
}
