// The result table: measured value, raw LMDB figure and the ratio ours/raw, target and pass/fail.
export interface Row {
  metric: string;
  ours: number;
  raw?: number;
  target?: { op: '>=' | '<'; value: number };
}

const fmt = (n: number): string => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1));

/** Prints the table; true when every row with a target meets it. */
export function printTable(rows: Row[]): boolean {
  const header = ['metric', 'ours', 'raw LMDB', 'ours/raw', 'target', 'result'];
  const body = rows.map((r) => {
    const pass = r.target ? (r.target.op === '>=' ? r.ours >= r.target.value : r.ours < r.target.value) : undefined;
    return [
      r.metric,
      fmt(r.ours),
      r.raw !== undefined ? fmt(r.raw) : '',
      r.raw !== undefined ? (r.ours / r.raw).toFixed(3) : '',
      r.target ? `${r.target.op} ${fmt(r.target.value)}` : '',
      pass === undefined ? '' : pass ? 'PASS' : 'FAIL',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const b of body) console.log(line(b));
  return body.every((b) => b[5] !== 'FAIL');
}
