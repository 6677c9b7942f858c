// The Domain Management card (spec 1 §2): 'Add Domain', search, the table, paging, empty states, and
// the dialogs it opens; issue 30: 'Export CSV' (the list as filtered) and 'Import CSV' beside it.
import type { DomainDto } from '@dop/contracts/domains';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, Input } from '@dop/ui';
import { useEffect, useState } from 'react';
import { CsvImportDialog } from '../../csv-import/components/csv-import-dialog';
import { AddDomainsDialog } from '../../add-domains/components/add-domains-dialog';
import { DnsRecordsDialog } from '../../dns-records/components/dns-records-dialog';
import { DomainEditDialog } from '../../domain-edit/components/domain-edit-dialog';
import { useDeleteDomain } from '../hooks/use-delete-domain';
import { useDomainList } from '../hooks/use-domain-list';
import { resultTime } from '../lib/domain-order';
import { pageSlice } from '../lib/paging';
import { DomainPager } from './domain-pager';
import { ExportCsvButton } from './export-csv-button';
import { DomainRow } from './domain-row';

export const SEARCH_PLACEHOLDER = 'Поиск доменов по имени или регистратору...';
export const EMPTY_TEXT = 'No domains added yet. Add your first domain to get started.';
export const EMPTY_SEARCH_TEXT = 'Нет доменов, соответствующих вашему поиску';

export function DomainManagementCard({ shell }: { shell: ShellApi }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dnsFor, setDnsFor] = useState<DomainDto | null>(null);
  const [editFor, setEditFor] = useState<DomainDto | null>(null);
  const [adding, setAdding] = useState(false);
  const [importingCsv, setImportingCsv] = useState(false);
  const list = useDomainList(shell.showAllOperations, search);
  const remove = useDeleteDomain(shell);
  useEffect(() => setPage(1), [search, shell.showAllOperations]);

  const loadMore = async () => {
    await list.loadMore();
    setPage((p) => p + 1);
  };
  const rows = pageSlice(list.domains, page);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <CardTitle>Domain Management</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvButton shell={shell} search={search} />
          <RoleButton route="POST /api/changes/import/csv" variant="outline" onClick={() => setImportingCsv(true)}>
            Import CSV
          </RoleButton>
          <RoleButton route="POST /api/domains/bulk" onClick={() => setAdding(true)}>
            Add Domain
          </RoleButton>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <Input aria-label="Поиск доменов" placeholder={SEARCH_PLACEHOLDER} value={search} onChange={(e) => setSearch(e.target.value)} />
        {list.domains.length === 0 && !list.isLoading ? (
          <EmptyState>{search.trim() ? EMPTY_SEARCH_TEXT : EMPTY_TEXT}</EmptyState>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th className="py-2 pr-4 font-medium">Domain</th>
                <th className="py-2 pr-4 font-medium">Last IP / A Record</th>
                <th className="py-2 font-medium">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <DomainRow
                  key={d.id}
                  domain={d}
                  resultAt={resultTime(d, list.latest)}
                  timezone={shell.timezone}
                  onEditDns={setDnsFor}
                  onEdit={setEditFor}
                  onDelete={remove}
                />
              ))}
            </tbody>
          </table>
        )}
        {list.domains.length > 0 && (
          <DomainPager
            page={page}
            loaded={list.domains.length}
            hasMore={list.hasMore}
            onPage={setPage}
            onLoadMore={() => void loadMore()}
          />
        )}
      </CardContent>
      <AddDomainsDialog shell={shell} open={adding} onOpenChange={setAdding} />
      {dnsFor && <DnsRecordsDialog shell={shell} domain={dnsFor} onClose={() => setDnsFor(null)} />}
      {editFor && <DomainEditDialog shell={shell} domain={editFor} onClose={() => setEditFor(null)} />}
      {importingCsv && <CsvImportDialog shell={shell} onClose={() => setImportingCsv(false)} />}
    </Card>
  );
}
