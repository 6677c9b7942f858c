// aggregate: a leading $match (and a $sort right after it) is answered by the planner, the rest of the
// pipeline by the query layer; a final $out / $merge is written here.
import type { Document } from 'bson';
import { runPipeline, withTextScore, type PipelineContext } from '../query';
import { idPrefix, prefixRange, scanRange } from '../storage/store';
import { deserializeDocument } from '../storage/records';
import { runMerge, runOut } from './aggregate-out';
import type { EngineContext } from './context';
import { mapIterable, sortedMatches } from './read';
import { MongoCommandError, type AggregateOptions } from './types';
import { tick } from './time-limit';

function stageName(stage: Document): string {
  const keys = Object.keys(stage ?? {});
  if (keys.length !== 1)
    throw new MongoCommandError(40323, 'A pipeline stage specification object must contain exactly one field.', 'Location40323');
  return keys[0];
}

function* collectionDocs(ctx: EngineContext, db: string, coll: string): Generator<Document> {
  const state = ctx.catalog.get(db, coll);
  if (!state) return;
  for (const { value } of scanRange(ctx.store.docs, prefixRange(idPrefix(state.meta.id)))) {
    tick();
    yield deserializeDocument(value);
  }
}

/** A leading $match, and a $sort right at the start or after it, are answered by the planner (an index). */
export function pushdown(stages: Document[]): { filter: Document; sort?: Document; rest: Document[] } {
  let rest = stages;
  let filter: Document = {};
  let sort: Document | undefined;
  if (rest[0]?.$match) {
    filter = rest[0].$match as Document;
    rest = rest.slice(1);
  }
  if (rest[0]?.$sort) {
    sort = rest[0].$sort as Document;
    rest = rest.slice(1);
  }
  return { filter, sort, rest };
}

export function aggregate(
  ctx: EngineContext,
  db: string,
  coll: string | null,
  pipeline: Document[],
  options: AggregateOptions = {},
): Iterable<Document> {
  const names = pipeline.map(stageName);
  for (let i = 0; i < names.length - 1; i++) {
    if (names[i] === '$out' || names[i] === '$merge')
      throw new MongoCommandError(40601, `${names[i]} can only be the final stage in the pipeline`, 'Location40601');
  }
  const last = names[names.length - 1];
  const writer = last === '$out' || last === '$merge' ? pipeline[pipeline.length - 1] : undefined;
  let stages = writer ? pipeline.slice(0, -1) : pipeline;

  const state = coll ? ctx.catalog.get(db, coll) : undefined;
  const p = state ? pushdown(stages) : undefined;
  // The leading $match's $text gives every later stage its {$meta: 'textScore'}.
  const qctx = withTextScore(ctx.queryContext(state, options), p?.filter);
  const pctx: PipelineContext = { ...qctx, collection: (name) => collectionDocs(ctx, db, name), localSessions: options.localSessions };
  let source: Iterable<Document> = [];
  if (state && p) {
    stages = p.rest;
    const spec = { filter: p.filter, sort: p.sort, hint: options.hint, collation: qctx.collation };
    source = mapIterable(sortedMatches(ctx, state, spec, qctx), (f) => f.doc);
  }
  const results = runPipeline(source, stages, pctx);
  if (!writer) return results;
  const docs = [...results];
  if (last === '$out') runOut(ctx, db, writer.$out, docs);
  else runMerge(ctx, db, writer.$merge, docs, options.let);
  return [];
}
