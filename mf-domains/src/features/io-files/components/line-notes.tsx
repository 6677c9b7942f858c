// Notes by line of an import (issue 30): the problems that refused a file, or the records it left out.
// A named list, so a screen reader announces how many and a test can find it by role.
export function LineNotes({ label, lines, tone }: { label: string; lines: string[]; tone: 'problem' | 'note' }) {
  if (lines.length === 0) return null;
  return (
    <section className="space-y-1">
      <p className={`text-sm font-medium ${tone === 'problem' ? 'text-destructive' : ''}`}>{label}</p>
      <ul
        aria-label={label}
        className={`max-h-40 overflow-y-auto rounded-md border p-2 font-mono text-xs ${
          tone === 'problem' ? 'border-destructive/50 text-destructive' : 'border-border text-muted-foreground'
        }`}
      >
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
