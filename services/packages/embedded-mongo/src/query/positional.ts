// The positional `$`: the array position the query recorded while matching, as MongoDB's matcher does.
// Each condition records the index of the first element of the first array on its path through which
// it matches; among AND-ed conditions the last one that records wins; $or counts only when it is an
// $in in disguise (one path, equalities); $nor, $not and $expr record nothing.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { compileField, type Matcher } from './match';
import { isOperatorObject } from './match-ops';
import type { QueryContext } from './index';
import { getOwn } from './own';

/** Conditions in AND order; $or branches that are all equalities on one path become one $in. */
function conditions(query: Document, out: [string, unknown][]): void {
  for (const key of Object.keys(query)) {
    const v = query[key];
    if (key === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) conditions(sub, out);
    } else if (key === '$or' && Array.isArray(v)) {
      const branches = v.filter(isPlainObject);
      const paths = new Set(branches.map((b) => Object.keys(b).join('|')));
      const [only] = [...paths];
      if (branches.length === v.length && paths.size === 1 && !only.includes('|') && !only.startsWith('$')) {
        const values = branches.map((b) => getOwn(b, only));
        if (values.every((x) => !isOperatorObject(x))) out.push([only, { $in: values }]);
      }
    } else if (!key.startsWith('$')) {
      out.push([key, v]);
    }
  }
}

const cache = new WeakMap<Document, [string, unknown][]>();

function conditionsOf(query: Document): [string, unknown][] {
  let list = cache.get(query);
  if (!list) {
    list = [];
    conditions(query, list);
    cache.set(query, list);
  }
  return list;
}

/** Index of the first array on `parts` in `doc` (the number of leading parts before it), or -1. */
export function firstArrayAt(doc: unknown, parts: string[]): number {
  let v: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    if (!isPlainObject(v)) return -1;
    v = getOwn(v, parts[i]);
    if (Array.isArray(v)) return i + 1;
  }
  return -1;
}

function recordFor(doc: Document, path: string, cond: unknown, ctx: QueryContext): number | undefined {
  const parts = path.split('.');
  const at = firstArrayAt(doc, parts);
  if (at < 0) return undefined;
  let arr: unknown = doc;
  for (let i = 0; i < at; i++) arr = getOwn(arr as Document, parts[i]);
  const list = arr as unknown[];
  // The array becomes a one-element holder `x`; the rest of the path is matched below it.
  const rest = parts.slice(at).join('.');
  const test: Matcher = compileField(rest ? `x.${rest}` : 'x', cond, ctx);
  const holder: Document = { x: undefined };
  for (let i = 0; i < list.length; i++) {
    holder.x = [list[i]];
    if (test(holder)) return i;
  }
  return undefined;
}

/** The position the query records for `doc`, or undefined when it records none. */
export function recordedPosition(doc: Document, query: Document | undefined, ctx: QueryContext = {}): number | undefined {
  if (!query) return undefined;
  let pos: number | undefined;
  for (const [path, cond] of conditionsOf(query)) {
    const p = recordFor(doc, path, cond, ctx);
    if (p !== undefined) pos = p;
  }
  return pos;
}
