// Results card: search, results per page (spec 2 §5), paging and a full-screen view of the same page.
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
import { resultRows } from '../lib/result-rows';

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
  // Spec 2 §7: the answer is a list or {data, pagination}; a list is paged here.
  const { rows, totalPages } = resultRows(query.data, perPage, page);

  const body = (
    <QueryContent query={query} isEmpty={rows.length === 0} emptyText="No results">
      <ResultsTable rows={rows} timezone={timezone} />
    </QueryContent>
  );
  const pager = <Pager label="Results pages" page={page} totalPages={totalPages} onPage={setPage} />;

  return (
    // data-section: where a job's outcome notification takes the user to see the failures (issue 31).
    <Card data-section="results">
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
            {/* Issue 31: the whole screen, not the dialog's 512 px (! beats max-w-lg, which cn does not drop). */}
            <DialogContent
              className="h-[calc(100dvh-2rem)] !max-w-[calc(100vw-2rem)] content-start overflow-auto"
              aria-describedby={undefined}
            >
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
