// Billing results (spec 2 §2.8, §3): one row per domain of each purchase with the registrar's status,
// polled every 3 s so a running purchase fills in live.
import type { BillingResult } from '@dop/contracts/billing';
import { POLL_MS, type TimeZoneChoice } from '@dop/mf-kit';
import { formatTime, StatusBadge } from '@dop/operations-ui';
import { Card, CardContent, CardHeader, CardTitle, Input, Label, Pager, QueryContent } from '@dop/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { REGISTRAR_LABELS, type Registrar } from '../../accounts/lib/registrars';
import { clampPerPage, fetchResults, RESULTS_PER_PAGE_DEFAULT, RESULTS_PER_PAGE_MAX, resultsKeys } from '../api/results-api';

/** Spec 2 §3: the billing result's columns; Spaceship and Porkbun only when a row has them. */
const BASE_COLUMNS: Registrar[] = ['namecheap', 'namesilo', 'dynadot', 'gandi'];
const EXTRA_COLUMNS: Registrar[] = ['spaceship', 'porkbun'];

export function BillingResultsCard({ showAll, timezone }: { showAll: boolean; timezone: TimeZoneChoice }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(RESULTS_PER_PAGE_DEFAULT);
  const params = { showAll, page, limit };
  const query = useQuery({
    queryKey: resultsKeys.page(params),
    queryFn: ({ signal }) => fetchResults(params, signal),
    refetchInterval: POLL_MS.billing,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const columns = [...BASE_COLUMNS, ...EXTRA_COLUMNS.filter((r) => rows.some((row) => row[r]))];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Billing Results</CardTitle>
        <div className="flex items-center gap-2">
          <Label htmlFor="billing-results-per-page" className="whitespace-nowrap">
            Per page
          </Label>
          <Input
            id="billing-results-per-page"
            type="number"
            min={1}
            max={RESULTS_PER_PAGE_MAX}
            className="w-20"
            defaultValue={limit}
            onBlur={(e) => {
              const next = clampPerPage(e.target.value);
              e.target.value = String(next);
              setLimit(next);
              setPage(1);
            }}
          />
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <QueryContent query={query} isEmpty={rows.length === 0} emptyText="No billing results">
          <table aria-label="Billing results" className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th className="py-1">Domain</th>
                {columns.map((r) => (
                  <th key={r}>{REGISTRAR_LABELS[r]}</th>
                ))}
                <th>Price</th>
                <th>Time</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <ResultRow key={row.id} row={row} columns={columns} timezone={timezone} />
              ))}
            </tbody>
          </table>
        </QueryContent>
        <Pager page={page} totalPages={query.data?.pagination.totalPages ?? 1} onPage={setPage} label="Billing results pages" />
      </CardContent>
    </Card>
  );
}

function ResultRow({ row, columns, timezone }: { row: BillingResult; columns: Registrar[]; timezone: TimeZoneChoice }) {
  return (
    <tr className="border-t" title={row.message ?? undefined}>
      <td className="py-1 font-mono">{row.domain}</td>
      {columns.map((r) => (
        <td key={r}>{row[r] ? <StatusBadge status={row[r]} /> : <span className="text-muted-foreground">—</span>}</td>
      ))}
      <td>{row.price === null ? '—' : `$${row.price.toFixed(2)}`}</td>
      <td>
        {formatTime(row.timestamp, timezone)}
        {/* A delayed purchase says when it will be bought. */}
        {row.dueAt && <span className="block text-xs text-muted-foreground">due {formatTime(row.dueAt, timezone)}</span>}
      </td>
    </tr>
  );
}
