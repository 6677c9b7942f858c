import { Card, CardContent, CardDescription, CardHeader, CardTitle, Pager, QueryContent } from '@dop/ui';
import { useAudit } from '../hooks/use-audit';
import { useAuditFilters } from '../stores/audit-filter-store';
import { AuditFiltersForm } from './audit-filters';
import { AuditTable } from './audit-table';

/** Settings > Audit (issue 25, admins): who did what, when, from where. */
export function AuditTab() {
  const audit = useAudit();
  const page = useAuditFilters((s) => s.page);
  const setPage = useAuditFilters((s) => s.setPage);
  const data = audit.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>Sign-ins, step-ups, reveals, tokens, member, invitation and provider-account changes.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 overflow-x-auto">
        <AuditFiltersForm />
        <QueryContent query={audit} isEmpty={(data?.entries.length ?? 0) === 0} emptyText="No entries">
          <AuditTable entries={data?.entries ?? []} />
        </QueryContent>
        <Pager page={page} totalPages={totalPages} onPage={setPage} label="Audit pages" />
      </CardContent>
    </Card>
  );
}
