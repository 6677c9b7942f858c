// Issue 30 preview, under the DNS dialog's records: what saving will change at the DNS host now
// (added, changed old → new, removed), and a notice when the host holds something else than the panel
// stored. It only informs: 'Save Changes' saves as before, and a failed read is said quietly.
import type { CurrentRecordsReply } from '@dop/contracts/changes';
import { useMemo } from 'react';
import { providerLabel } from '../../changes/lib/change-labels';
import { diffRecords, isEmptyDiff, recordText, type DiffRecord, type RecordsDiff } from '../lib/records-diff';

export interface RecordsPreviewProps {
  domain: string;
  rows: DiffRecord[];
  current: { data?: CurrentRecordsReply; error: Error | null; isPending: boolean };
}

const QUIET = 'text-muted-foreground';

export function RecordsPreview({ domain, rows, current }: RecordsPreviewProps) {
  const host = current.data?.records ?? null;
  const diff = useMemo(() => (host ? diffRecords(host, rows, domain) : null), [host, rows, domain]);
  const where = current.data ? `the DNS host (${providerLabel(current.data.provider)})` : 'the DNS host';
  return (
    <section aria-label="Changes at the DNS host" aria-live="polite" className="space-y-1 rounded-md border border-border p-3 text-sm">
      {current.isPending && <p className={QUIET}>Reading the records at the DNS host…</p>}
      {current.error && <p className={QUIET}>Could not read what the DNS host holds now ({current.error.message}).</p>}
      {current.data && !host && <p className={QUIET}>The DNS host could not be read: {current.data.reason ?? 'no reason given'}.</p>}
      {current.data && host && (
        <>
          {current.data.differsFromPanel && <DiffersNotice where={where} records={host} />}
          {diff && <DiffList where={where} diff={diff} />}
        </>
      )}
    </section>
  );
}

function DiffersNotice({ where, records }: { where: string; records: DiffRecord[] }) {
  const held = records.length ? records.map((r) => recordText(r)).join(', ') : 'no A records';
  return (
    <p role="note" className="rounded bg-yellow-400/15 px-2 py-1 text-yellow-800 dark:text-yellow-300">
      Differs from what the panel stored: {where} holds {held}
    </p>
  );
}

function DiffList({ where, diff }: { where: string; diff: RecordsDiff }) {
  if (isEmptyDiff(diff)) return <p className={QUIET}>Saving changes nothing at {where}.</p>;
  return (
    <>
      <p className="font-medium">Saving will change at {where}:</p>
      <ul aria-label="What will change" className="space-y-0.5 font-mono text-xs">
        {diff.added.map((r, i) => (
          <li key={`a${i}`} className="text-green-700 dark:text-green-400">
            + added {recordText(r, true)}
          </li>
        ))}
        {diff.changed.map((c, i) => {
          // Same address: only the TTL moves, so that is what the line shows.
          const ttlOnly = c.old.content === c.new.content;
          const from = ttlOnly ? `TTL ${c.old.ttl}` : c.old.content;
          const to = ttlOnly ? `TTL ${c.new.ttl}` : c.new.content;
          return (
            <li key={`c${i}`} className="text-yellow-800 dark:text-yellow-300">
              ~ changed {c.name}: {from} → {to}
            </li>
          );
        })}
        {diff.removed.map((r, i) => (
          <li key={`r${i}`} className="text-destructive">
            − removed {recordText(r)}
          </li>
        ))}
      </ul>
    </>
  );
}
