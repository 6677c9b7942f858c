// Groups the failures of a mocha JSON report of mongoose's suite by what they need from the server, so
// the README can say which failures are refused features (geospatial, capped …) and which are not.
export interface MochaTest {
  fullTitle: string;
  file?: string;
  err?: { message?: string };
}

export interface MochaReport {
  stats: { tests: number; passes: number; failures: number; pending: number };
  failures: MochaTest[];
}

// First match wins; the patterns look at the test's title, file and error message together.
const GROUPS: [string, RegExp][] = [
  ['geospatial query', /geo|\$near|2dsphere|\b2d\b|\$within|\$box|\$center|\$polygon|GeoJSON|\$maxDistance/i],
  ['capped collection', /capped/i],
  ['time-series collection', /timeseries|time-series|time series/i],
  ['clustered collection', /clustered/i],
  ['$where', /\$where|\bwhere\(/i],
  ['text search (stemming)', /\$text|text index|textScore|text score|text search/i],
  ['transactions / sessions', /transaction|session/i],
  ['change streams', /watch\(|change stream|changeStream/i],
];

export function groupOf(t: MochaTest): string {
  const text = `${t.fullTitle} ${t.file ?? ''} ${t.err?.message ?? ''}`;
  for (const [name, re] of GROUPS) if (re.test(text)) return name;
  return 'other';
}

/** Counts, then failures per group with their titles and first error line. */
export function summarize(report: MochaReport): string {
  const { tests, passes, failures, pending } = report.stats;
  const lines = [`${tests} tests: ${passes} passed, ${failures} failed, ${pending} pending`];
  const byGroup = new Map<string, MochaTest[]>();
  for (const f of report.failures) {
    const g = groupOf(f);
    byGroup.set(g, [...(byGroup.get(g) ?? []), f]);
  }
  for (const [g, list] of [...byGroup].sort((a, b) => b[1].length - a[1].length)) {
    lines.push(`\n${g}: ${list.length}`);
    for (const f of list) {
      const file = f.file ? path(f.file) : '';
      lines.push(`  - ${file} ${f.fullTitle} :: ${(f.err?.message ?? '').split('\n')[0].slice(0, 160)}`);
    }
  }
  return lines.join('\n');
}

function path(file: string): string {
  const i = file.indexOf('/test/');
  return i >= 0 ? file.slice(i + 1) : file;
}
