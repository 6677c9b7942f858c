// The VPS server list of the chosen account (spec 2 §2.11, §3 "Server", §4.2): status names, a
// warning for an expiry within 7 days and a mark for an overdue one. It shows the last sync's list.
import type { DiorhostAccount } from '@dop/contracts/hosting';
import type { ShellApi } from '@dop/mf-kit';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn, EmptyState, Spinner, TableScroll } from '@dop/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchServers, hostingKeys } from '../../accounts/api/hosting-api';
import { expiryNote, statusName } from '../lib/server-view';

const NOTE_CLASS = { overdue: 'bg-destructive text-destructive-foreground', expiring: 'bg-yellow-400 text-black', inactive: '' } as const;

export function ServersCard({ shell, account }: { shell: ShellApi; account: DiorhostAccount }) {
  const servers = useQuery({ queryKey: hostingKeys.servers(account.id), queryFn: ({ signal }) => fetchServers(account.id, signal) });
  const now = new Date();
  const lastSync = servers.data?.lastSync;
  const when = lastSync ? new Date(lastSync).toLocaleString('ru-RU', shell.timezone === 'UTC' ? { timeZone: 'UTC' } : {}) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>VPS servers — {account.name}</CardTitle>
        <CardDescription>{when ? `As of the last sync: ${when}` : 'Not synced yet: press Sync to read the servers'}</CardDescription>
      </CardHeader>
      <CardContent>
        {servers.isPending ? (
          <Spinner />
        ) : servers.isError ? (
          <EmptyState>Could not load servers: {servers.error.message}</EmptyState>
        ) : servers.data.servers.length === 0 ? (
          <EmptyState>No servers</EmptyState>
        ) : (
          <TableScroll label="VPS servers">
            <table aria-label="VPS servers" className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>IP</th>
                  <th>Expires</th>
                  <th>Cost</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {servers.data.servers.map((s) => {
                  const note = expiryNote(s, now);
                  return (
                    <tr
                      key={s.id}
                      data-attention={note.attention ?? 'none'}
                      className={cn('border-t border-border', note.attention && 'bg-yellow-500/10')}
                    >
                      <td className="py-2 font-medium">{s.name}</td>
                      <td className="font-mono">{s.ip}</td>
                      <td>
                        {s.expire ?? '—'}{' '}
                        {note.text && note.attention && (
                          <span className={cn('ml-1 rounded px-1.5 text-xs', NOTE_CLASS[note.attention])}>{note.text}</span>
                        )}
                      </td>
                      <td>{s.cost}</td>
                      <td className={cn(s.status !== 2 && 'font-semibold text-destructive')}>{statusName(s.status)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
      </CardContent>
    </Card>
  );
}
