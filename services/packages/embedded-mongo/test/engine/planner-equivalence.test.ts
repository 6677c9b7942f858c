// Whatever index the planner picks, a query must return exactly what a full collection scan returns.
// Random documents (arrays, nulls, missing fields, mixed numeric types) against random filters.
import fs from 'node:fs';
import { Decimal128, Double, Int32, Long, type Document } from 'bson';
import { openEngine } from '../../src/engine';
import { compileSort } from '../../src/query';
import { tempDir } from './helpers';

let seed = 7;
const rand = (): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];

const SCALARS = [
  0,
  1,
  2,
  3,
  new Int32(2),
  new Double(2.5),
  Long.fromNumber(3),
  Decimal128.fromString('1'),
  'a',
  'ab',
  'b',
  'B',
  null,
  true,
  new Date(5),
];
const value = (): unknown => (rand() < 0.2 ? [pick(SCALARS), pick(SCALARS)] : rand() < 0.1 ? { x: pick(SCALARS) } : pick(SCALARS));

function doc(i: number): Document {
  const d: Document = { _id: i };
  for (const f of ['a', 'b', 'c']) if (rand() < 0.85) d[f] = value();
  if (rand() < 0.5) d.s = { t: pick(SCALARS) };
  return d;
}

function condition(): unknown {
  const v = pick(SCALARS);
  switch (Math.floor(rand() * 9)) {
    case 0:
      return v;
    case 1:
      return { $in: [pick(SCALARS), pick(SCALARS), pick(SCALARS)] };
    case 2:
      return { $gt: v };
    case 3:
      return { $gte: v, $lt: pick(SCALARS) };
    case 4:
      return { $lte: v };
    case 5:
      return /^a/i;
    case 6:
      return { $ne: v };
    case 7:
      return { $eq: v };
    default:
      return { $exists: rand() < 0.5 };
  }
}

function filter(): Document {
  // Some filters are $or of two others, planned as a union when both branches can use an index.
  if (rand() < 0.2) return { $or: [fieldFilter(), fieldFilter()] };
  return fieldFilter();
}

function fieldFilter(): Document {
  const f: Document = {};
  for (const field of ['a', 'b', 'c', 's.t']) if (rand() < 0.45) f[field] = condition();
  return f;
}

const ids = (docs: Iterable<Document>): string[] => [...docs].map((d) => String(d._id)).sort();

describe('planner equivalence', () => {
  it('returns the same documents with indexes as without, over 200 random filters', async () => {
    const dir = tempDir();
    const e = openEngine({ dataDir: dir });
    e.createIndexes('p', 'c', [
      { key: { a: 1 }, name: 'a_1' },
      { key: { b: -1, a: 1 }, name: 'b_-1_a_1' },
      { key: { c: 1 }, name: 'c_1', sparse: true },
      { key: { 's.t': 1 }, name: 's.t_1' },
      { key: { a: 1, c: -1 }, name: 'a_1_c_-1' },
      { key: { b: 1 }, name: 'b_1_partial', partialFilterExpression: { c: { $gte: 2 } } },
      { key: { a: -1 }, name: 'a_-1_partial', partialFilterExpression: { s: { $exists: true } } },
    ]);
    const docs = Array.from({ length: 400 }, (_, i) => doc(i));
    const r = e.insert('p', 'c', docs, false);
    // Compound indexes refuse documents with arrays in two of their fields (parallel arrays).
    expect(r.n + r.writeErrors.length).toBe(400);
    const mismatches: string[] = [];
    const sortSpec = { b: -1, a: 1 };
    const bySortKey = compileSort(sortSpec);
    let indexed = 0;
    for (let i = 0; i < 200; i++) {
      const f = filter();
      const expected = ids(e.find('p', 'c', { filter: f, hint: { $natural: 1 } }));
      const actual = ids(e.find('p', 'c', { filter: f }));
      if (expected.join() !== actual.join() && mismatches.length < 3)
        mismatches.push(`${JSON.stringify(f)}: ${expected.length} vs ${actual.length}`);
      if (e.explainFind('p', 'c', { filter: f }, 'queryPlanner').queryPlanner.winningPlan.stage !== 'COLLSCAN') indexed++;
      // Ties may come in any order, so the pages are compared by their sort keys.
      const page = [...e.find('p', 'c', { filter: f, sort: sortSpec, limit: 7 })];
      const scan = [...e.find('p', 'c', { filter: f, sort: sortSpec, hint: { $natural: 1 } })].slice(0, 7);
      if (page.length !== scan.length || page.some((d, k) => bySortKey(d, scan[k]) !== 0)) mismatches.push(`sorted ${JSON.stringify(f)}`);
    }
    expect(mismatches).toEqual([]);
    expect(indexed).toBeGreaterThan(100);
    await e.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
