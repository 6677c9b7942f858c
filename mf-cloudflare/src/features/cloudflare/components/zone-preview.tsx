// Issue 30 preview, in each tab of the update dialog: per domain what saving will change at Cloudflare
// (A records @ and www, or the SSL mode: old → new), a notice where Cloudflare holds something else
// than the panel applied, and the reason where a zone could not be read. It only informs: the spec's
// buttons save as before, with no extra click.
import type { ZoneRead } from '../api/current-zone-api';
import { PREVIEW_DOMAINS } from '../api/current-zone-api';
import { lineText, panelText, recordLines, sslLine } from '../lib/zone-preview';

export type PreviewInput = { kind: 'a'; ip: string } | { kind: 'ssl'; mode: string };

export interface ZonePreviewProps {
  domains: string[];
  reads: { data?: ZoneRead[]; error: Error | null; isPending: boolean };
  input: PreviewInput;
}

const QUIET = 'text-muted-foreground';

export function ZonePreview({ domains, reads, input }: ZonePreviewProps) {
  const more = domains.length - PREVIEW_DOMAINS;
  return (
    <section aria-label="Changes at Cloudflare" aria-live="polite" className="space-y-1 rounded-md border border-border p-3 text-sm">
      {reads.isPending && <p className={QUIET}>Reading what Cloudflare holds now…</p>}
      {reads.error && <p className={QUIET}>Could not read what Cloudflare holds now ({reads.error.message}).</p>}
      {reads.data && (
        <ul className="space-y-2">
          {reads.data.map((r) => (
            <DomainPreview key={r.domain} read={r} input={input} named={domains.length > 1} />
          ))}
        </ul>
      )}
      {more > 0 && <p className={QUIET}>{`Showing ${PREVIEW_DOMAINS} of ${domains.length} domains; ${more} more not previewed.`}</p>}
    </section>
  );
}

function DomainPreview({ read, input, named }: { read: ZoneRead; input: PreviewInput; named: boolean }) {
  const zone = read.zone;
  const unreadable = read.error ?? (zone && !zone.records ? (zone.reason ?? 'no reason given') : null);
  const lines = zone?.records ? (input.kind === 'a' ? recordLines(zone, input.ip) : [sslLine(zone, input.mode)]) : [];
  return (
    <li aria-label={read.domain} className="space-y-0.5">
      {named && <p className="font-medium">{read.domain}</p>}
      {unreadable !== null && <p className={QUIET}>{`${named ? '' : `${read.domain} `}could not be read: ${unreadable}`}</p>}
      {zone?.differsFromPanel && (
        <p role="note" className="rounded bg-yellow-400/15 px-2 py-1 text-yellow-800 dark:text-yellow-300">
          {`Cloudflare differs from what the panel applied (${panelText(zone)})`}
        </p>
      )}
      {lines.length > 0 && (
        <ul aria-label={`What will change for ${read.domain}`} className="font-mono text-xs">
          {lines.map((l) => (
            <li key={l.what}>{lineText(l)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
