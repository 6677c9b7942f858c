// Results card: search, results per page (spec 2 §5), paging and a full-view dialog over the same page.
import type { TimeZoneChoice } from '@dop/mf-kit';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  Pager,
  QueryContent,
} from '@dop/ui';
import type { OperationType } from '../api/types';
import { useResults } from '../hooks/use-operations-queries';
import { useResultsPerPage } from '../hooks/use-results-per-page';
import { useSearchedPages } from '../hooks/use-searched-pages';
import { DomainSearchInput } from './domain-search-input';
import { ResultsPerPageInput } from './results-per-page-input';
import { ResultsTable } from './results-table';

export interface ResultsPanelProps {
  showAll: boolean;
  timezone: TimeZoneChoice;
  operationType?: OperationType;
  pollMs?: number;
  title?: string;
}

export function ResultsPanel({ showAll, timezone, operationType, pollMs, title = 'Results' }: ResultsPanelProps) {
  const { search, setSearch, page, setPage } = useSearchedPages();
  const [perPage, setPerPage] = useResultsPerPage();
  const query = useResults({ showAll, operationType, page, limit: perPage, search }, pollMs);
  const rows = query.data?.data ?? [];
  const totalPages = query.data?.pagination.totalPages ?? 0;

  const body = (
    <QueryContent query={query} isEmpty={rows.length === 0} emptyText="No results">
      <ResultsTable rows={rows} timezone={timezone} />
    </QueryContent>
  );
  const pager = <Pager label="Results pages" page={page} totalPages={totalPages} onPage={setPage} />;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        <div className="flex flex-wrap items-center gap-3">
          <DomainSearchInput label="Search results" value={search} onSearch={setSearch} />
          <ResultsPerPageInput
            value={perPage}
            onCommit={(v) => {
              setPerPage(v);
              setPage(1);
            }}
          />
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline" size="sm">
                Full view
              </Button>
            </DialogTrigger>
            <DialogContent className="max-h-[90vh] max-w-[95vw] overflow-auto" aria-describedby={undefined}>
              <DialogTitle>{title}</DialogTitle>
              {body}
              {pager}
            </DialogContent>
          </Dialog>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {body}
        {pager}
      </CardContent>
    </Card>
  );
}
