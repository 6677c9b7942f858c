// Views (`create` with viewOn / pipeline): a catalog entry holding no documents. Reads go through the
// view's pipeline on its source (views on views resolved in turn), as mongod rewrites find / count /
// distinct on a view into an aggregation; writes and index builds are refused with 166.
import type { Document } from 'bson';
import type { EngineContext } from './context';
import { MongoCommandError, type FindOptions } from './types';

// mongod's maximum depth of views defined on views.
const MAX_VIEW_DEPTH = 20;

export interface ResolvedView {
  /** The collection the view (chain) finally reads. */
  source: string;
  pipeline: Document[];
}

export function isView(ctx: EngineContext, db: string, name: string): boolean {
  return typeof ctx.catalog.get(db, name)?.meta.options.viewOn === 'string';
}

/** The collection and pipeline a view reads, or undefined when `name` is not a view. */
export function resolveView(ctx: EngineContext, db: string, name: string): ResolvedView | undefined {
  if (!isView(ctx, db, name)) return undefined;
  let source = name;
  const stages: Document[][] = [];
  for (let depth = 0; isView(ctx, db, source); depth++) {
    if (depth >= MAX_VIEW_DEPTH)
      throw new MongoCommandError(
        173,
        `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`,
        'ViewDepthLimitExceeded',
      );
    const options = ctx.catalog.get(db, source)!.meta.options;
    stages.unshift((options.pipeline as Document[] | undefined) ?? []);
    source = options.viewOn as string;
  }
  return { source, pipeline: stages.flat() };
}

/** Refuses a write or an index build on a view, as mongod does. */
export function assertNotView(ctx: EngineContext, db: string, name: string): void {
  if (isView(ctx, db, name)) {
    throw new MongoCommandError(166, `Namespace ${db}.${name} is a view, not a collection`, 'CommandNotSupportedOnView');
  }
}

/** Checks `create` options for a view: viewOn a collection name, pipeline an array of stages. */
export function checkViewOptions(options: Document): void {
  if (options.viewOn === undefined) {
    if (options.pipeline !== undefined)
      throw new MongoCommandError(9, "'pipeline' requires 'viewOn' to also be specified", 'FailedToParse');
    return;
  }
  if (typeof options.viewOn !== 'string' || options.viewOn === '') {
    throw new MongoCommandError(2, "'viewOn' must be a non-empty string", 'BadValue');
  }
  if (options.pipeline !== undefined && !Array.isArray(options.pipeline)) {
    throw new MongoCommandError(14, "BSON field 'pipeline' is the wrong type, expected type 'array'", 'TypeMismatch');
  }
}

/** A find on a view as the aggregation mongod runs for it. */
export function findAsPipeline(view: ResolvedView, options: FindOptions): Document[] {
  const out = [...view.pipeline];
  if (options.filter && Object.keys(options.filter).length) out.push({ $match: options.filter });
  if (options.sort && Object.keys(options.sort).length) out.push({ $sort: options.sort });
  if (options.skip) out.push({ $skip: options.skip });
  if (options.limit) out.push({ $limit: options.limit });
  if (options.projection && Object.keys(options.projection).length) out.push({ $project: options.projection });
  return out;
}

/** A count on a view as an aggregation whose single document carries `n`. */
export function countAsPipeline(view: ResolvedView, query: Document, skip: number, limit: number): Document[] {
  const out = [...view.pipeline];
  if (Object.keys(query).length) out.push({ $match: query });
  if (skip) out.push({ $skip: skip });
  if (limit) out.push({ $limit: limit });
  out.push({ $count: 'n' });
  return out;
}
