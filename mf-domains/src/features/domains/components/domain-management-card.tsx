// The Domain Management card (spec 1 §2): 'Add Domain', search, the table, paging, empty states, and
// the dialogs it opens; issue 30: 'Export CSV' and 'Import CSV'; issue 31: filters, column sort, a
// page size remembered per user, and multi-select with bulk actions (bulk-actions feature).
import type { DomainDto } from '@dop/contracts/domains';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, Input } from '@dop/ui';
import { useEffect, useState } from 'react';
import { AddDomainsDialog } from '../../add-domains/components/add-domains-dialog';
import { BulkDialogs } from '../../bulk-actions/components/bulk-dialogs';
import type { BulkChoice } from '../../bulk-actions/components/bulk-bar';
import { BulkBar } from '../../bulk-actions/components/bulk-bar';
import { CsvImportDialog } from '../../csv-import/components/csv-import-dialog';
import { DnsRecordsDialog } from '../../dns-records/components/dns-records-dialog';
import { DomainEditDialog } from '../../domain-edit/components/domain-edit-dialog';
import { useDeleteDomain, DELETE_CONFIRM } from '../hooks/use-delete-domain';
import { useDomainList } from '../hooks/use-domain-list';
import { useSelection } from '../hooks/use-selection';
import { NO_FILTERS, hasFilters, type ListFilters } from '../lib/list-params';
import { readPageSize, storePageSize } from '../lib/page-size';
import { ConfirmDialog } from './confirm-dialog';
import { DomainPager } from './domain-pager';
import { DomainTable } from './domain-table';
import { HealthPanel } from '../../inventory/components/health-panel';
import { ImportDialog } from '../../inventory/components/import-dialog';
import { ExportCsvButton } from './export-csv-button';
import { ListToolbar } from './list-toolbar';
import type { SortState } from './sort-header';

export const SEARCH_PLACEHOLDER = 'Поиск доменов по имени или регистратору...';
export const EMPTY_TEXT = 'No domains added yet. Add your first domain to get started.';
export const EMPTY_SEARCH_TEXT = 'Нет доменов, соответствующих вашему поиску';

export function DomainManagementCard({ shell }: { shell: ShellApi }) {
  const userId = shell.user?.id;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => readPageSize(userId));
  const [sort, setSort] = useState<SortState>({ sort: null, order: 'asc' });
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [dnsFor, setDnsFor] = useState<DomainDto | null>(null);
  const [editFor, setEditFor] = useState<DomainDto | null>(null);
  const [adding, setAdding] = useState(false);
  const [importingCsv, setImportingCsv] = useState(false);
  const [bulk, setBulk] = useState<BulkChoice | null>(null);
  const [healthFor, setHealthFor] = useState<DomainDto | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useDomainList({ showAll: shell.showAllOperations, search, page, pageSize, ...sort, filters });
  const remove = useDeleteDomain(shell);
  const selection = useSelection();
  useEffect(() => setPage(1), [search, shell.showAllOperations, filters, sort, pageSize]);
  useEffect(() => setPageSize(readPageSize(userId)), [userId]);

  const choosePageSize = (size: number) => {
    storePageSize(userId, size);
    setPageSize(size);
  };
  const narrowed = search.trim() !== '' || hasFilters(filters);
  // The panel follows the list: after a check or fix the reloaded row carries the new health.
  const healthDomain = healthFor ? (list.domains.find((d) => d.id === healthFor.id) ?? healthFor) : null;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle>Domain Management</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvButton shell={shell} search={search} />
          <RoleButton route="POST /api/changes/import/csv" variant="outline" onClick={() => setImportingCsv(true)}>
            Import CSV
          </RoleButton>
          <RoleButton route="POST /api/inventory/import/:registrar/:accountId" variant="outline" onClick={() => setImporting(true)}>
            Import from registrar
          </RoleButton>
          <RoleButton route="POST /api/domains/bulk" onClick={() => setAdding(true)}>
            Add Domain
          </RoleButton>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <Input aria-label="Поиск доменов" placeholder={SEARCH_PLACEHOLDER} value={search} onChange={(e) => setSearch(e.target.value)} />
        <ListToolbar filters={filters} onFilters={setFilters} pageSize={pageSize} onPageSize={choosePageSize} />
        {selection.count > 0 && <BulkBar count={selection.count} onChoose={setBulk} onClear={selection.clear} />}
        {list.domains.length === 0 && !list.isLoading ? (
          <EmptyState>{narrowed ? EMPTY_SEARCH_TEXT : EMPTY_TEXT}</EmptyState>
        ) : (
          <DomainTable
            domains={list.domains}
            latest={list.latest}
            timezone={shell.timezone}
            sort={sort}
            onSort={setSort}
            selection={selection}
            onEditDns={setDnsFor}
            onEdit={setEditFor}
            onDelete={remove.ask}
            onHealth={setHealthFor}
          />
        )}
        {list.totalCount > 0 && <DomainPager page={page} total={list.totalCount} pageSize={pageSize} onPage={setPage} />}
      </CardContent>
      <ConfirmDialog
        open={remove.asking !== null}
        title={DELETE_CONFIRM}
        confirmLabel="Delete"
        destructive
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      >
        {remove.asking?.name}
      </ConfirmDialog>
      <BulkDialogs shell={shell} choice={bulk} selected={selection.domains} onClose={() => setBulk(null)} onDone={selection.clear} />
      <AddDomainsDialog shell={shell} open={adding} onOpenChange={setAdding} />
      {dnsFor && <DnsRecordsDialog shell={shell} domain={dnsFor} onClose={() => setDnsFor(null)} />}
      {editFor && <DomainEditDialog shell={shell} domain={editFor} onClose={() => setEditFor(null)} />}
      {importingCsv && <CsvImportDialog shell={shell} onClose={() => setImportingCsv(false)} />}
      {importing && <ImportDialog shell={shell} onClose={() => setImporting(false)} />}
      {healthDomain && <HealthPanel shell={shell} domain={healthDomain} onClose={() => setHealthFor(null)} />}
    </Card>
  );
}
