// Operation Domains card (spec 2 §2.1): domain groups newest first, 10 per page, each expandable.
import type { TimeZoneChoice } from '@dop/mf-kit';
import { Card, CardContent, CardHeader, CardTitle, Pager, Spinner } from '@dop/ui';
import { useState } from 'react';
import { useOperationDomains } from '../hooks/use-operations-queries';
import { DomainGroupItem } from './domain-group-item';

export interface OperationDomainsCardProps {
  showAll: boolean;
  timezone: TimeZoneChoice;
  pollMs?: number;
  title?: string;
}

export function OperationDomainsCard({ showAll, timezone, pollMs, title = 'Operation Domains' }: OperationDomainsCardProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  // Kept by domain name, so a group stays open while polling reorders the list.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const query = useOperationDomains({ showAll, page, search }, pollMs);
  const groups = query.data?.domains ?? [];

  const toggle = (domain: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(domain)) next.add(domain);
      return next;
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        <input
          type="search"
          aria-label="Search operation domains"
          placeholder="Search domain"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          className="h-8 rounded-md border border-input bg-background px-2 text-sm"
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {query.error.message}
          </p>
        ) : query.isPending ? (
          <Spinner />
        ) : groups.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No operations</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {groups.map((g) => (
              <DomainGroupItem
                key={g.domain}
                group={g}
                timezone={timezone}
                expanded={open.has(g.domain)}
                onToggle={() => toggle(g.domain)}
              />
            ))}
          </ul>
        )}
        <Pager label="Operation domains pages" page={page} totalPages={query.data?.pagination.totalPages ?? 0} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
