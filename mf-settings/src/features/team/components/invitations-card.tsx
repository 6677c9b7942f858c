import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, QueryContent } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { useInvitations, useRevokeInvitation } from '../hooks/use-invitations';
import { formatDateTime } from '../lib/format-date';
import { useInviteLinks } from '../stores/invite-links-store';
import { CopyLinkButton } from './copy-link-button';
import { InviteForm } from './invite-form';
import { ListTable } from '../../../components/list-table';

const COLUMNS = ['Email', 'Role', 'Expires', 'Status', 'Actions'];

/** Issue 25: open invitations with copy-link (for links made on this page) and revoke. */
export function InvitationsCard({ toasts }: { toasts: ShellApi['toasts'] }) {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation(toasts);
  const links = useInviteLinks((s) => s.links);
  const list = invitations.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>An invited person signs up through the link and is active at once with the role given.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <InviteForm toasts={toasts} />
        <QueryContent query={invitations} isEmpty={list.length === 0} emptyText="No invitations">
          <ListTable label="Invitations" columns={COLUMNS}>
            {list.map((inv) => (
              <tr key={inv.id} className="border-b">
                <td className="py-2 pr-3">{inv.email}</td>
                <td className="py-2 pr-3">{inv.role}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(inv.expiresAt)}</td>
                <td className="py-2 pr-3">{inv.usedAt ? `Used ${formatDateTime(inv.usedAt)}` : 'Open'}</td>
                <td className="flex gap-2 py-2">
                  {links[inv.id] && !inv.usedAt && <CopyLinkButton url={links[inv.id]!} toasts={toasts} />}
                  {!inv.usedAt && (
                    <Button size="sm" variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate(inv.id)}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
        </QueryContent>
      </CardContent>
    </Card>
  );
}
