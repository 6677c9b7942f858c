// Reading: documents matching a filter through the planner, and find's sort / skip / limit / projection.
import type { Document } from 'bson';
import { compileFilter, compileProjection, compileSort, withTextScore, type QueryContext } from '../query';
import type { CollectionState } from '../storage/catalog';
import type { EngineContext } from './context';
import { FieldReader, filterFields } from '../storage/bson-fields';
import { execute, Fetched, type Prefilter, type ScanStats } from './executor';
import { planQuery, type Plan } from './planner';
import type { FindOptions } from './types';

export interface MatchSpec {
  filter: Document;
  sort?: Document;
  hint?: Document | string;
  collation?: Document;
}

/** `{ $natural: ±1 }` as a sort is a hint for record order. */
function naturalSort(spec: MatchSpec): MatchSpec {
  const keys = spec.sort ? Object.keys(spec.sort) : [];
  if (keys.length === 1 && keys[0] === '$natural') return { ...spec, sort: undefined, hint: spec.sort };
  return spec;
}

export function planFor(state: CollectionState, spec: MatchSpec): Plan {
  return planQuery(state, naturalSort(spec));
}

/** Matching documents in plan order; `plan.sorted` says whether that order is already `spec.sort`. */
export function* matching(
  ctx: EngineContext,
  state: CollectionState,
  spec: MatchSpec,
  qctx: QueryContext,
  plan = planFor(state, spec),
  stats?: ScanStats,
): Generator<Fetched> {
  const match = compileFilter(spec.filter, qctx);
  if (Object.keys(spec.filter).length === 0) {
    yield* execute(ctx.store, state, plan, stats);
    return;
  }
  // A point lookup fetches at most a few documents: testing raw fields first would not pay off.
  const prefilter = plan.kind === 'ixscan' && plan.point ? undefined : prefilterFor(spec.filter, match);
  for (const f of execute(ctx.store, state, plan, stats, prefilter)) {
    // The prefilter already ran the whole filter on every field it reads: no need to decode for it.
    if (prefilter || match(f.doc)) yield f;
  }
}

/** Tests the filter on just the fields it reads, when it reads a few named top-level fields. */
function prefilterFor(filter: Document, match: (doc: Document) => boolean): Prefilter | undefined {
  const fields = filterFields(filter);
  if (!fields || fields.size === 0) return undefined;
  const reader = new FieldReader(fields);
  return (bytes) => match(reader.read(bytes));
}

// Up to this many documents wanted (skip + limit), an in-memory sort keeps only the best ones.
const TOP_K_MAX = 10_000;

/**
 * Matching documents in `spec.sort` order (sorting in memory when no index gives the order). With
 * `wanted` (skip + limit) only that many are kept while sorting, so the rest become garbage at once.
 */
export function sortedMatches(
  ctx: EngineContext,
  state: CollectionState,
  spec: MatchSpec,
  qctx: QueryContext,
  stats?: ScanStats,
  wanted = 0,
): Iterable<Fetched> {
  const s = naturalSort(spec);
  const plan = planQuery(state, s);
  const source = matching(ctx, state, s, qctx, plan, stats);
  if (!s.sort || Object.keys(s.sort).length === 0 || (plan.kind === 'ixscan' && plan.sorted)) return source;
  const docCmp = compileSort(s.sort, qctx);
  // Sort keys come from the sort fields alone; whole documents are decoded only for what is returned.
  const reader = new FieldReader(new Set(Object.keys(s.sort).map((p) => p.split('.')[0])));
  // A text score ({$meta: 'textScore'}) is computed from the whole document.
  const whole = Object.values(s.sort).some((v) => typeof v === 'object' && v !== null && !('_bsontype' in v));
  const keyDocs = new WeakMap<Fetched, Document>();
  const keyDoc = (f: Fetched): Document => {
    if (whole) return f.doc;
    let d = keyDocs.get(f);
    if (!d) keyDocs.set(f, (d = f.fields(reader)));
    return d;
  };
  const cmp = (a: Fetched, b: Fetched): number => docCmp(keyDoc(a), keyDoc(b));
  if (wanted > 0 && wanted <= TOP_K_MAX) return topK(source, wanted, cmp);
  return [...source].sort(cmp);
}

/** The first `k` items in `cmp` order; ties keep their arrival order, as a stable sort would. */
function topK<T>(source: Iterable<T>, k: number, cmp: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  for (const item of source) {
    if (best.length === k && cmp(item, best[k - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(item, best[mid]) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}

function* window<T>(source: Iterable<T>, skip: number, limit: number): Generator<T> {
  let skipped = 0;
  let given = 0;
  for (const item of source) {
    if (skipped < skip) {
      skipped++;
      continue;
    }
    yield item;
    if (limit > 0 && ++given >= limit) return;
  }
}

export function findDocuments(
  ctx: EngineContext,
  state: CollectionState | undefined,
  options: FindOptions,
  stats?: ScanStats,
): Iterable<Document> {
  const filter = options.filter ?? {};
  const qctx = withTextScore(ctx.queryContext(state, options), filter);
  // Compiled up front so a bad filter, sort or projection fails the command, even on a missing collection.
  compileFilter(filter, qctx);
  if (options.sort) compileSort(options.sort, qctx);
  const project =
    options.projection && Object.keys(options.projection).length ? compileProjection(options.projection, filter, qctx) : undefined;
  if (!state) return [];
  const spec: MatchSpec = { filter, sort: options.sort, hint: options.hint, collation: qctx.collation };
  const wanted = options.limit ? (options.skip ?? 0) + options.limit : 0;
  const docs = window(sortedMatches(ctx, state, spec, qctx, stats, wanted), options.skip ?? 0, options.limit ?? 0);
  return mapIterable(docs, (f) => (project ? project(f.doc) : f.doc));
}

export function* mapIterable<T, U>(source: Iterable<T>, fn: (t: T) => U): Generator<U> {
  for (const t of source) yield fn(t);
}

export { window };
