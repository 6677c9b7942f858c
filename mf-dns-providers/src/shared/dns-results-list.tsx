// DNS results of HE or PowerDNS (spec 2 §2.9, §4.1): badge Success / Cloud Limited / Failed, message,
// time in the user's zone and the user tag.
import type { TimeZoneChoice } from '@dop/mf-kit';
import { dnsResultBadge, formatTime, ToneBadge } from '@dop/operations-ui';
import { Card, CardContent, CardHeader, CardTitle, QueryContent } from '@dop/ui';
import { latestResults, userTag } from './dns-results';
import { useDnsResults, useUsers, type DnsOperation } from './queries';

const TONE = { Success: 'success', 'Cloud Limited': 'warning', Failed: 'error' } as const;

export function DnsResultsList(props: { op: DnsOperation; title: string; showAll: boolean; timezone: TimeZoneChoice; pollMs: number }) {
  const query = useDnsResults(props.op, props.showAll, props.pollMs);
  const users = useUsers();
  const rows = latestResults(query.data ?? []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryContent query={query} isEmpty={rows.length === 0} emptyText="No results yet">
          <ul aria-label={props.title} className="divide-y">
            {rows.map((r) => {
              const badge = dnsResultBadge(r.success, r.message);
              const tag = userTag(r.userId, users.data);
              return (
                <li key={`${r.domain}|${r.timestamp}`} data-badge={badge} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                  <ToneBadge tone={TONE[badge]}>{badge}</ToneBadge>
                  <span className="font-medium">{r.domain}</span>
                  <span className="text-muted-foreground">{r.message}</span>
                  <span className="ml-auto text-xs text-muted-foreground">{formatTime(r.timestamp, props.timezone)}</span>
                  {tag && <span className="rounded bg-muted px-1.5 py-0.5 text-xs">{tag}</span>}
                </li>
              );
            })}
          </ul>
        </QueryContent>
      </CardContent>
    </Card>
  );
}
