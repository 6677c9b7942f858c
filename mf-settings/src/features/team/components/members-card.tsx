import { Card, CardContent, CardDescription, CardHeader, CardTitle, QueryContent } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import type { TeamMember } from '@dop/contracts/team';
import { useMembers, useUpdateMember } from '../hooks/use-members';
import { MemberActionDialog } from './member-action-dialog';
import { MemberRow } from './member-row';
import { ListTable } from '../../../components/list-table';

const COLUMNS = ['Username', 'Email', 'Role', 'Status', 'Created', 'Last seen', 'Actions'];

/** Issue 25: every member with role and status; approvals, disabling and role changes. */
export function MembersCard({ toasts }: { toasts: ShellApi['toasts'] }) {
  const members = useMembers();
  const list = members.data ?? [];
  const update = useUpdateMember(toasts);
  const changeRole = (member: TeamMember, role: TeamMember['role']) =>
    update.mutate({ id: member.id, body: { role }, done: `Role of ${member.username} changed to ${role}` });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>New sign-ups wait here until an administrator approves them.</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <QueryContent query={members} isEmpty={list.length === 0} emptyText="No members">
          <ListTable label="Members" columns={COLUMNS}>
            {list.map((m) => (
              <MemberRow key={m.id} member={m} onRoleChange={changeRole} busy={update.isPending} />
            ))}
          </ListTable>
        </QueryContent>
      </CardContent>
      <MemberActionDialog toasts={toasts} />
    </Card>
  );
}
