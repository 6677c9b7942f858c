// {$meta: 'textScore'}: the score of the operation's $text query, for projections, sorts and the $meta
// expression. Computed from the document (cached per document object), so it needs the text fields; after
// a stage that drops them the score reads 0 (mongod would carry it as metadata).
import { Double, type Document } from 'bson';
import { badValue, mongoError } from './errors';
import { registerOperators } from './expr';
import type { QueryContext } from './index';
import { findText, parseSearch, textScore } from './text-search';

export function withTextScore<T extends QueryContext>(ctx: T, filter: Document | undefined): T {
  const spec = findText(filter);
  if (spec === undefined || !ctx.textIndex) return ctx;
  const index = ctx.textIndex;
  const search = parseSearch(spec);
  const cache = new WeakMap<Document, number>();
  const score = (doc: Document): number => {
    let s = cache.get(doc);
    if (s === undefined) cache.set(doc, (s = textScore(doc, index, search)));
    return s;
  };
  return { ...ctx, textScore: score };
}

/** The score reader a {$meta: 'textScore'} needs; 40218 when the query has no $text. */
export function textScoreOf(ctx: QueryContext | undefined, what: string): (doc: Document) => number {
  if (!ctx?.textScore) throw mongoError(40218, `${what} requires text score metadata, but it is not available`);
  return ctx.textScore;
}

// The $meta expression (aggregation): only 'textScore' exists here.
registerOperators({
  $meta: (a) => {
    if (a !== 'textScore') throw badValue(`$meta '${String(a)}' is not supported by embedded-mongo`);
    return (env) => new Double(textScoreOf(env.ctx, '$meta')(env.root as Document));
  },
});
