// The stored env update results (spec 2 §3 "Env update result"), newest first.
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState } from '@dop/ui';
import { useUpdateResultsStore } from '../stores/update-results-store';

export function UpdateResults({ timezone }: { timezone: 'UTC' | 'local' }) {
  const { results, clear } = useUpdateResultsStore();
  const format = (iso: string) => new Date(iso).toLocaleString('ru-RU', timezone === 'UTC' ? { timeZone: 'UTC' } : {});
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Update Results</CardTitle>
        <Button variant="outline" size="sm" onClick={clear} disabled={results.length === 0}>
          Clear
        </Button>
      </CardHeader>
      <CardContent>
        {results.length === 0 ? (
          <EmptyState>No results yet</EmptyState>
        ) : (
          <ul aria-label="Update results" className="space-y-2">
            {results.map((r) => (
              <li key={`${r.domain}-${r.timestamp}`} className="rounded-md border p-3 text-sm" data-success={r.success}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{r.domain}</span>
                  <span className={r.success ? 'font-semibold text-success' : 'font-semibold text-destructive'}>
                    {r.success ? 'Success' : 'Failed'}
                  </span>
                  <span className="text-muted-foreground">{format(r.timestamp)}</span>
                  {r.userInfo.username && <span className="rounded bg-muted px-1">{r.userInfo.username}</span>}
                </div>
                <div>{r.message}</div>
                <div className="text-muted-foreground">
                  Cloaking: {r.cloakingStatus} · Voluum: {r.voluumStatus}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
