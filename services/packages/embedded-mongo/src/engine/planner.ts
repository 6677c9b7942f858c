// Chooses how a query reads a collection: a scan of one index over key ranges, or the whole
// collection in record order. The choice is a fixed ranking (unique point lookup, then the most
// equality fields, then a range or regex, then an index that yields the requested sort order).
import type { Document } from 'bson';
import { toNumber } from '../query/bson-types';
import type { CollectionState } from '../storage/catalog';
import type { IndexDef } from '../storage/index-def';
import type { KeyRange } from '../storage/store';
import { boundsFor, type IndexBounds } from './index-bounds';
import { impliesPartial } from './partial-implication';
import { extractPredicates, type Predicates } from './predicates';
import { MongoCommandError } from './types';

export type Plan =
  | { kind: 'collscan'; reverse: boolean }
  | { kind: 'ixscan'; index: IndexDef; ranges: KeyRange[]; reverse: boolean; sorted: boolean; keyRegex?: RegExp; point?: boolean }
  /** $or: each branch through its own index, documents returned once. */
  | { kind: 'union'; plans: Plan[] };

export interface PlanInput {
  filter: Document;
  sort?: Document;
  hint?: Document | string;
  collation?: Document;
}

function hasCollation(c?: Document): boolean {
  return !!c && typeof c.locale === 'string' && c.locale !== 'simple';
}

function sortFields(sort?: Document): { field: string; dir: number }[] | undefined {
  if (!sort) return [];
  const out: { field: string; dir: number }[] = [];
  for (const [field, d] of Object.entries(sort)) {
    if (d !== null && typeof d === 'object' && !('_bsontype' in d)) return undefined; // {$meta}
    out.push({ field, dir: toNumber(d) < 0 ? -1 : 1 });
  }
  return out;
}

/** Whether scanning the index (forward or backward) yields documents in `sort` order. */
function sortDirection(index: IndexDef, bounds: IndexBounds, sort: { field: string; dir: number }[]): 1 | -1 | undefined {
  if (index.meta.multikey || index.fold) return undefined;
  const wanted = sort.filter((s) => !bounds.singleEq.has(s.field));
  if (wanted.length === 0) return 1;
  let j = 0;
  let direction: number | undefined;
  for (let i = 0; i < index.fields.length && j < wanted.length; i++) {
    const f = index.fields[i];
    if (f === wanted[j].field) {
      const rel = wanted[j].dir * index.dirs[i];
      direction ??= rel;
      if (rel !== direction) return undefined;
      j++;
    } else if (!bounds.singleEq.has(f)) {
      return undefined;
    }
  }
  return j === wanted.length ? (direction as 1 | -1) : undefined;
}

function resolveHint(state: CollectionState, hint: Document | string): IndexDef | 'natural-forward' | 'natural-reverse' {
  if (typeof hint === 'object' && hint.$natural !== undefined) return toNumber(hint.$natural) < 0 ? 'natural-reverse' : 'natural-forward';
  // A hidden index cannot be hinted, as in mongod.
  const found = state.indexes.find(
    (i) =>
      !i.meta.spec.hidden &&
      i.kind === 'btree' &&
      (typeof hint === 'string'
        ? i.name === hint
        : Object.keys(hint).length === i.fields.length &&
          i.fields.every((f, k) => Object.keys(hint)[k] === f && String(toNumber(hint[f]) < 0 ? -1 : 1) === String(i.dirs[k]))),
  );
  if (!found) {
    throw new MongoCommandError(
      2,
      'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
      'BadValue',
    );
  }
  return found;
}

function ixPlan(index: IndexDef, bounds: IndexBounds, sortDir: 1 | -1 | undefined): Plan {
  // Every field bound to values of a unique index: each range start is an exact entry key.
  const point = index.unique && bounds.eqFields === index.fields.length;
  return {
    kind: 'ixscan',
    index,
    ranges: bounds.ranges,
    reverse: sortDir === -1,
    sorted: sortDir !== undefined,
    keyRegex: bounds.keyRegex,
    point,
  };
}

export function planQuery(state: CollectionState, input: PlanInput): Plan {
  const collation = hasCollation(input.collation);
  const preds: Predicates = extractPredicates(input.filter, collation);
  const sort = collation ? undefined : sortFields(input.sort);
  if (input.hint !== undefined) {
    const hinted = resolveHint(state, input.hint);
    if (hinted === 'natural-forward' || hinted === 'natural-reverse') return { kind: 'collscan', reverse: hinted === 'natural-reverse' };
    const bounds = boundsFor(hinted, preds);
    return ixPlan(hinted, bounds, sort ? sortDirection(hinted, bounds, sort) : undefined);
  }
  let best: { score: number; plan: Plan; width: number } | undefined;
  const sorting = !!sort && sort.length > 0;
  for (const index of state.indexes) {
    // Hidden indexes are kept up to date but never chosen; partial ones only when the query implies their filter.
    if (index.meta.spec.hidden || index.kind !== 'btree' || (!sorting && !preds.has(index.fields[0]))) continue;
    if (index.partial && !impliesPartial(input.filter, index.meta.spec.partialFilterExpression as Document)) continue;
    const bounds = boundsFor(index, preds);
    const filtering = bounds.eqFields > 0 || bounds.hasRange || bounds.hasRegex;
    if (index.sparse && !filtering) continue;
    const dir = sort && sort.length ? sortDirection(index, bounds, sort) : undefined;
    const point = index.unique && bounds.eqFields === index.fields.length && bounds.ranges.length === 1;
    let score = point ? 1000 : bounds.eqFields * 10 + (bounds.hasRange ? 6 : bounds.hasRegex ? 4 : 0);
    if (dir !== undefined) score += filtering ? 3 : 1;
    if (score === 0) continue;
    if (!best || score > best.score || (score === best.score && index.fields.length < best.width)) {
      best = { score, plan: ixPlan(index, bounds, dir), width: index.fields.length };
    }
  }
  // Without an equality-bound index, a top-level $or whose every branch can use one is a union.
  if ((!best || best.score < 10) && Array.isArray(input.filter.$or)) {
    const union = orPlan(state, input.filter, input.collation);
    if (union) return union;
  }
  return best?.plan ?? { kind: 'collscan', reverse: false };
}

function orPlan(state: CollectionState, filter: Document, collation?: Document): Plan | undefined {
  const { $or: branches, ...rest } = filter;
  const plans: Plan[] = [];
  for (const branch of branches as unknown[]) {
    if (!branch || typeof branch !== 'object' || Array.isArray(branch)) return undefined;
    const plan = planQuery(state, { filter: { ...rest, $and: [branch as Document] }, collation });
    if (plan.kind !== 'ixscan') return undefined;
    plans.push(plan);
  }
  return plans.length ? { kind: 'union', plans } : undefined;
}
