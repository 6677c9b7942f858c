// Operation Domains card (spec 2 §2.1): domain groups newest first, 10 per page, each expandable.
import type { TimeZoneChoice } from '@dop/mf-kit';
import { Card, CardContent, CardHeader, CardTitle, Pager, QueryContent } from '@dop/ui';
import { useState } from 'react';
import type { OperationType } from '../api/types';
import { useOperationDomains } from '../hooks/use-operations-queries';
import { useSearchedPages } from '../hooks/use-searched-pages';
import { DomainGroupItem } from './domain-group-item';
import { DomainSearchInput } from './domain-search-input';

export interface OperationDomainsCardProps {
  showAll: boolean;
  timezone: TimeZoneChoice;
  pollMs?: number;
  title?: string;
  /** Issue 31: only this tab's kind of work (an SSH host or a purchase never shows under CloudFlare). */
  operationType?: OperationType;
}

export function OperationDomainsCard({ showAll, timezone, pollMs, title = 'Operation Domains', operationType }: OperationDomainsCardProps) {
  const { search, setSearch, page, setPage } = useSearchedPages();
  // Kept by domain name, so a group stays open while polling reorders the list.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const query = useOperationDomains({ showAll, page, search, operationType }, pollMs);
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
        <DomainSearchInput label="Search operation domains" value={search} onSearch={setSearch} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <QueryContent query={query} isEmpty={groups.length === 0} emptyText="No operations">
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
        </QueryContent>
        <Pager label="Operation domains pages" page={page} totalPages={query.data?.pagination.totalPages ?? 0} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
