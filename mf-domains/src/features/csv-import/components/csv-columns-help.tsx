// The CSV import's help (issue 30): the header row it reads, each column in a line, and an example.
import { CSV_COLUMNS, CSV_EXAMPLE } from '../lib/csv-import-text';

export function CsvColumnsHelp({ id }: { id: string }) {
  return (
    <div id={id} className="space-y-1 text-xs text-muted-foreground">
      <p>A header row, then one domain a line. Domains already in the panel are updated, never duplicated.</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        {CSV_COLUMNS.map((c) => (
          <div key={c.name} className="contents">
            <dt className="font-mono">{c.name}</dt>
            <dd>{c.text}</dd>
          </div>
        ))}
      </dl>
      <pre className="overflow-x-auto rounded bg-muted p-2 font-mono">{CSV_EXAMPLE}</pre>
    </div>
  );
}
