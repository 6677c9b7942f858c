// What the switch will change (issue 30): 'old → new' pairs of the name servers removed and added,
// those kept, or 'No change'. When the registrar could not be read, the name servers it will set.
import { previewLines, type NameserverDiff } from '../lib/nameserver-preview';

export function NameserverPreview({ target, diff }: { target: string[]; diff: NameserverDiff | null }) {
  const lines = diff ? previewLines(diff) : target.map((ns) => `→ ${ns}`);
  return (
    <div className="text-sm" role="status" aria-live="polite">
      <div className="text-xs font-medium text-muted-foreground">Will change</div>
      {lines.length === 0 ? (
        <p>No change</p>
      ) : (
        <ul aria-label="Will change" className="font-mono text-xs">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      {diff && diff.kept.length > 0 && <p className="text-xs text-muted-foreground">{`Kept: ${diff.kept.join(', ')}`}</p>}
    </div>
  );
}
