// The positional `$`: which element of an array the statement's query matched.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { compileField, allOf, type Matcher } from './match';
import type { QueryContext } from './index';

/** Compiles the query's conditions on `arrayPath` (and below it) as tests on a one-element holder. */
function conditionsOn(query: Document, arrayPath: string, ctx: QueryContext, out: Matcher[]): void {
  for (const key of Object.keys(query)) {
    const v = query[key];
    if (key === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) conditionsOn(sub, arrayPath, ctx, out);
    } else if (key === arrayPath) {
      out.push(compileField('x', v, ctx));
    } else if (key.startsWith(arrayPath + '.')) {
      out.push(compileField('x' + key.slice(arrayPath.length), v, ctx));
    }
  }
}

const cache = new WeakMap<Document, Map<string, Matcher | null>>();

function elementMatcher(query: Document, arrayPath: string, ctx: QueryContext): Matcher | null {
  let byPath = cache.get(query);
  if (!byPath) {
    byPath = new Map();
    cache.set(query, byPath);
  }
  let m = byPath.get(arrayPath);
  if (m === undefined) {
    const list: Matcher[] = [];
    conditionsOn(query, arrayPath, ctx, list);
    m = list.length ? allOf(list) : null;
    byPath.set(arrayPath, m);
  }
  return m;
}

/**
 * Index of the first element of `arr` (the array at `arrayPath`) that satisfies the query's conditions on
 * that path; -1 when none does, undefined when the query has no condition on the path.
 */
export function positionalIndex(
  arr: unknown[],
  arrayPath: string,
  query: Document | undefined,
  ctx: QueryContext = {},
): number | undefined {
  if (!query) return undefined;
  const m = elementMatcher(query, arrayPath, ctx);
  if (!m) return undefined;
  const holder: Document = { x: undefined };
  for (let i = 0; i < arr.length; i++) {
    holder.x = [arr[i]];
    if (m(holder)) return i;
  }
  return -1;
}
