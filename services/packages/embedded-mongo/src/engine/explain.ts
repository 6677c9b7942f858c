// explain for find: the plan the planner chose and, with executionStats, what running it examined.
import type { Document } from 'bson';
import type { EngineContext } from './context';
import type { ScanStats } from './executor';
import { findDocuments, planFor } from './read';
import type { FindOptions } from './types';

/** A plan as explain's winningPlan shows it (IXSCAN names its index). */
export function describePlan(plan: ReturnType<typeof planFor>): Document {
  if (plan.kind === 'collscan') return { stage: 'COLLSCAN', direction: plan.reverse ? 'backward' : 'forward' };
  if (plan.kind === 'union') return { stage: 'SUBPLAN', inputStage: { stage: 'OR', inputStages: plan.plans.map(describePlan) } };
  return {
    stage: 'FETCH',
    inputStage: {
      stage: 'IXSCAN',
      keyPattern: plan.index.meta.spec.key,
      indexName: plan.index.name,
      isMultiKey: plan.index.meta.multikey,
      isUnique: plan.index.unique,
      direction: plan.reverse ? 'backward' : 'forward',
      ranges: plan.ranges.length,
    },
  };
}

export function explainFind(ctx: EngineContext, db: string, coll: string, options: FindOptions, verbosity: string): Document {
  const state = ctx.catalog.get(db, coll);
  const queryPlanner: Document = { namespace: `${db}.${coll}`, parsedQuery: options.filter ?? {} };
  queryPlanner.winningPlan = state
    ? describePlan(planFor(state, { filter: options.filter ?? {}, sort: options.sort, hint: options.hint, collation: options.collation }))
    : { stage: 'EOF' };
  queryPlanner.rejectedPlans = [];
  const out: Document = { queryPlanner };
  if (verbosity !== 'queryPlanner') {
    const stats: ScanStats = { keysExamined: 0, docsExamined: 0 };
    const started = Date.now();
    let n = 0;
    for (const _doc of findDocuments(ctx, state, options, stats)) n++;
    out.executionStats = {
      executionSuccess: true,
      nReturned: n,
      executionTimeMillis: Date.now() - started,
      totalKeysExamined: stats.keysExamined,
      totalDocsExamined: stats.docsExamined,
    };
  }
  return out;
}
