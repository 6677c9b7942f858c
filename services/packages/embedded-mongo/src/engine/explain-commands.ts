// explain of aggregate, count, distinct, update and delete: the plan of the part that reads the
// collection (the index it uses, by name) and, with executionStats, what reading it examined. Nothing
// is written: writes are described, as mongod's explain does, not performed.
import type { Document } from 'bson';
import type { EngineContext } from './context';
import type { ScanStats } from './executor';
import { describePlan } from './explain';
import { pushdown } from './aggregate';
import { matching, planFor, sortedMatches, type MatchSpec } from './read';
import type { ExplainRequest } from './types';
import { resolveView } from './views';

/** The stage mongod puts above the scan for each kind of command. */
const WRAPPER: Record<string, string | undefined> = { count: 'COUNT', update: 'UPDATE', delete: 'DELETE', distinct: 'PROJECTION_DEFAULT' };

function planner(ns: string, spec: MatchSpec, winningPlan: Document): Document {
  return { namespace: ns, indexFilterSet: false, parsedQuery: spec.filter, winningPlan, rejectedPlans: [] };
}

/** queryPlanner (and executionStats unless verbosity is queryPlanner) of reading `spec` from a collection. */
function readPlan(ctx: EngineContext, db: string, coll: string, spec: MatchSpec, verbosity: string, wrap?: string, limit = 0): Document {
  const state = ctx.catalog.get(db, coll);
  const scan = state ? describePlan(planFor(state, spec)) : { stage: 'EOF' };
  const winningPlan = wrap ? { stage: wrap, inputStage: scan } : scan;
  const out: Document = { queryPlanner: planner(`${db}.${coll}`, spec, winningPlan) };
  if (verbosity === 'queryPlanner') return out;
  const stats: ScanStats = { keysExamined: 0, docsExamined: 0 };
  const started = Date.now();
  let n = 0;
  if (state) {
    const qctx = ctx.queryContext(state, spec);
    const source = spec.sort ? sortedMatches(ctx, state, spec, qctx, stats) : matching(ctx, state, spec, qctx, undefined, stats);
    for (const _ of source) if (++n === limit) break;
  }
  out.executionStats = {
    executionSuccess: true,
    nReturned: n,
    executionTimeMillis: Date.now() - started,
    totalKeysExamined: stats.keysExamined,
    totalDocsExamined: stats.docsExamined,
  };
  return out;
}

function explainAggregate(
  ctx: EngineContext,
  db: string,
  coll: string,
  req: Extract<ExplainRequest, { kind: 'aggregate' }>,
  verbosity: string,
): Document {
  const view = resolveView(ctx, db, coll);
  const source = view ? view.source : coll;
  const { filter, sort, rest } = pushdown(view ? [...view.pipeline, ...req.pipeline] : req.pipeline);
  const cursor = readPlan(ctx, db, source, { filter, sort, hint: req.hint, collation: req.collation }, verbosity);
  // Only $match / $sort: the whole pipeline is the query, as mongod then reports it.
  if (rest.length === 0) return cursor;
  return { stages: [{ $cursor: cursor }, ...rest] };
}

export function explainCommand(ctx: EngineContext, db: string, coll: string, req: ExplainRequest, verbosity: string): Document {
  if (req.kind === 'aggregate') return explainAggregate(ctx, db, coll, req, verbosity);
  const spec: MatchSpec = { filter: req.filter, sort: req.sort, hint: req.hint, collation: req.collation };
  const state = ctx.catalog.get(db, coll);
  // A count of everything reads the stored count, not the documents.
  if (req.kind === 'count' && Object.keys(req.filter).length === 0 && req.hint === undefined && state) {
    return { queryPlanner: planner(state.ns, spec, { stage: 'RECORD_STORE_FAST_COUNT' }) };
  }
  const limit = req.kind === 'delete' || req.kind === 'update' ? (req.limit ?? 0) : 0;
  return readPlan(ctx, db, coll, spec, verbosity, WRAPPER[req.kind], limit);
}
