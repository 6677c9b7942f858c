// Checker results (spec 2 §3 "Env check entry"): one row per variable, matches green, mismatches red.
import { CheckIcon, CloseIcon, Card, CardContent, CardHeader, CardTitle, EmptyState, Spinner, TableScroll } from '@dop/ui';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { useCheckEntries, useClearChecker } from '../hooks/use-env-check';

export function CheckResultsTable({ shell }: { shell: ShellApi }) {
  const entries = useCheckEntries();
  const clear = useClearChecker(shell.toasts);
  const format = (iso: string) => new Date(iso).toLocaleString('ru-RU', shell.timezone === 'UTC' ? { timeZone: 'UTC' } : {});
  const rows = (entries.data ?? []).flatMap((e) => e.variables.map((v, i) => ({ key: `${e.domain}-${e.timestamp}-${i}`, entry: e, v })));
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Checker Results</CardTitle>
        <RoleButton
          route="POST /api/logs/clear-env-check"
          variant="outline"
          size="sm"
          onClick={() => clear.mutate()}
          disabled={clear.isPending || rows.length === 0}
        >
          Clear
        </RoleButton>
      </CardHeader>
      <CardContent>
        {entries.isPending ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <EmptyState>No checker results</EmptyState>
        ) : (
          <TableScroll label="Checker results">
            <table aria-label="Checker results" className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th>Domain</th>
                  <th>Time</th>
                  <th>Variable</th>
                  <th>Expected</th>
                  <th>Actual</th>
                  <th>Match</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ key, entry, v }) => (
                  <tr key={key} data-matches={v.matches} className={v.matches ? 'bg-green-500/10' : 'bg-red-500/10'}>
                    <td>{entry.domain}</td>
                    <td>{format(entry.timestamp)}</td>
                    <td className="font-mono">{v.variable}</td>
                    <td className="font-mono">{v.expectedValue}</td>
                    <td className="font-mono">{v.actualValue ?? v.error ?? ''}</td>
                    <td className={v.matches ? 'font-semibold text-success' : 'font-semibold text-destructive'}>
                      {/* An SVG mark (no font needed) with its meaning in words for screen readers. */}
                      {v.matches ? <CheckIcon aria-hidden="true" size={16} /> : <CloseIcon aria-hidden="true" size={16} />}
                      <span className="sr-only">{v.matches ? 'Matches' : 'Does not match'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </CardContent>
    </Card>
  );
}
