import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, QueryContent } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { formatDateTime } from '../../team/lib/format-date';
import { useRevokeToken, useTokens } from '../hooks/use-tokens';
import { CreateTokenForm } from './create-token-form';
import { ListTable } from '../../../components/list-table';

const COLUMNS = ['Name', 'Token', 'Scope', 'Created', 'Expires', 'Last used', 'Actions'];

/** Settings > Security: personal API tokens for `Authorization: Bearer`, with scope, expiry and last use. */
export function ApiTokensCard({ toasts }: { toasts: ShellApi['toasts'] }) {
  const tokens = useTokens();
  const revoke = useRevokeToken(toasts);
  const list = tokens.data?.tokens ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>API Tokens</CardTitle>
        <CardDescription>For scripts: send as Authorization: Bearer. Revoking takes effect on the next request.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 overflow-x-auto">
        <CreateTokenForm toasts={toasts} />
        <QueryContent query={tokens} isEmpty={list.length === 0} emptyText="No API tokens">
          <ListTable label="API tokens" columns={COLUMNS}>
            {list.map((t) => (
              <tr key={t.id} className="border-b">
                <td className="py-2 pr-3 font-medium">{t.name}</td>
                <td className="py-2 pr-3 font-mono text-xs">{t.prefix}…</td>
                <td className="py-2 pr-3">{t.scope}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(t.createdAt)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(t.expiresAt)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'Never'}</td>
                <td className="py-2">
                  <Button size="sm" variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate(t.id)}>
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </ListTable>
        </QueryContent>
      </CardContent>
    </Card>
  );
}
