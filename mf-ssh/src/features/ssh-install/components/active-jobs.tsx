// Spec 2 §2.12: the active background jobs (pending or running), yours or everyone's as the For Me /
// For All switch says; fetched once, then kept current by the socket's active_jobs messages.
import { useQuery } from '@tanstack/react-query';
import type { ShellApi } from '@dop/mf-kit';
import { Card, CardContent, CardHeader, CardTitle, EmptyState } from '@dop/ui';
import { fetchActiveJobs } from '../api/ssh-api';
import { ACTIVE_JOBS_KEY } from '../hooks/use-ssh-live';

export function ActiveJobs({ shell }: { shell: Pick<ShellApi, 'showAllOperations' | 'user' | 'timezone'> }) {
  const { data, error } = useQuery({ queryKey: ACTIVE_JOBS_KEY, queryFn: fetchActiveJobs });
  const jobs = (data?.jobs ?? []).filter((j) => shell.showAllOperations || j.userId === shell.user?.id);
  const time = (iso: string) => new Date(iso).toLocaleString('ru-RU', shell.timezone === 'UTC' ? { timeZone: 'UTC' } : {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active background jobs</CardTitle>
      </CardHeader>
      <CardContent>
        {error && <p className="text-sm text-destructive">{String((error as Error).message)}</p>}
        {jobs.length === 0 ? (
          <EmptyState>No active background jobs</EmptyState>
        ) : (
          <ul aria-label="Active background jobs" className="space-y-2">
            {jobs.map((j) => (
              <li key={j.id} className="rounded-md border p-3 text-sm" data-job-id={j.id}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono">{j.id}</span>
                  <span className="font-semibold">{j.status}</span>
                  <span className="text-muted-foreground">{time(j.createdAt)}</span>
                  {j.userName && <span className="rounded bg-muted px-1">{j.userName}</span>}
                </div>
                <div className="text-muted-foreground">{j.servers.map((s) => `${s.host}: ${s.status}`).join(', ')}</div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
