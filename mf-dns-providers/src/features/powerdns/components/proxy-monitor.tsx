// Monitoring Proxy sub-tab (spec 2 §2.10, §9): Rotate, Dead, Deploy and Active pools with counts,
// Refresh (checks now), refetched every 30 minutes while the sub-tab is shown.
import type { ProxyData, ProxyEntry } from '@dop/contracts/dns-providers';
import { POLL_MS, serverMessage, type ShellApi } from '@dop/mf-kit';
import { Button, Card, CardContent, CardHeader, CardTitle, Spinner } from '@dop/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dnsKeys } from '../../../shared/queries';
import { pdnsApi } from '../api/pdns-api';

const POOLS: Array<[keyof ProxyData, string]> = [
  ['rotateProxyPool', 'Rotate'],
  ['deadProxyPool', 'Dead'],
  ['deployProxyPool', 'Deploy'],
  ['activeProxyPool', 'Active'],
];

function Pool({ title, entries }: { title: string; entries: ProxyEntry[] }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{title} Pool</CardTitle>
        <span aria-label={`${title} count`} className="rounded-full bg-muted px-2 text-sm font-semibold">
          {entries.length}
        </span>
      </CardHeader>
      <CardContent>
        <ul aria-label={`${title} pool`} className="space-y-1 font-mono text-xs">
          {entries.map((e) => (
            <li key={`${e.kind}-${e.proxy}`} title={e.error ?? undefined}>
              {e.proxy} <span className="text-muted-foreground">{e.alive ? `${e.latencyMs} ms` : e.error}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function ProxyMonitor({ shell }: { shell: Pick<ShellApi, 'toasts'> }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: dnsKeys.proxies,
    queryFn: ({ signal }) => pdnsApi.proxies(false, signal),
    refetchInterval: POLL_MS.proxyData,
  });
  const refresh = useMutation({
    mutationFn: () => pdnsApi.proxies(true),
    onSuccess: (data) => client.setQueryData(dnsKeys.proxies, data),
    onError: (err) => shell.toasts.show({ title: 'Proxy refresh failed', description: serverMessage(err), variant: 'destructive' }),
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          Refresh
        </Button>
        {(query.isFetching || refresh.isPending) && <Spinner />}
        <p className="text-sm text-muted-foreground">Data updates automatically every 30 minutes.</p>
      </div>
      {query.isError && (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message}
        </p>
      )}
      {query.data && <p className="text-sm">{query.data.message}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {POOLS.map(([key, title]) => (
          <Pool key={key} title={title} entries={query.data?.data[key] ?? []} />
        ))}
      </div>
    </div>
  );
}
