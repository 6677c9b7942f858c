// Sort specifications: per key ascending/descending, arrays sort by their smallest (asc) or largest (desc) element.
import type { Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { compareUtf8, compareWith, stringComparer } from './compare';
import { badValue, mongoError } from './errors';
import { isIndexPart, splitPath } from './paths';
import type { QueryContext } from './index';
import { getOwn } from './own';
import { textScoreOf } from './text-meta';

type StrCmp = (a: string, b: string) => number;

/** An empty array sorts below null, as the undefined sort key MongoDB gives it. */
const EMPTY_ARRAY_KEY = Symbol('emptyArray');

export function sortKey(doc: Document, path: string, dir: number, str: StrCmp): unknown {
  const parts = splitPath(path);
  if (parts.length === 1) {
    const v = getOwn(doc, path);
    if (!Array.isArray(v)) return v === undefined ? null : v;
  }
  const vals: unknown[] = [];
  collectSortValues(doc, parts, 0, vals);
  if (vals.length === 0) return null;
  let best = vals[0];
  for (let i = 1; i < vals.length; i++) {
    const c = compareKeys(vals[i], best, str);
    if (dir > 0 ? c < 0 : c > 0) best = vals[i];
  }
  return best;
}

/** The candidate sort keys of a path: leaf arrays give their elements (an empty one the undefined key), missing gives null. */
function collectSortValues(v: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (!Array.isArray(v)) out.push(v === undefined ? null : v);
    else if (v.length === 0) out.push(EMPTY_ARRAY_KEY);
    else for (const e of v) out.push(e === undefined ? null : e);
    return;
  }
  if (Array.isArray(v)) {
    const part = parts[i];
    if (isIndexPart(part) && Number(part) < v.length) collectSortValues(v[Number(part)], parts, i + 1, out);
    for (const e of v) if (isPlainObject(e)) collectSortValues(getOwn(e, part), parts, i + 1, out);
    return;
  }
  if (isPlainObject(v)) collectSortValues(getOwn(v, parts[i]), parts, i + 1, out);
  else out.push(null);
}

const HIGH_UNITS = /[\uD800-\uFFFF]/;

/** Rewrites code units so that JS's UTF-16 `<` gives UTF-8 byte order (surrogates after U+E000..U+FFFF). */
function utf8Orderable(s: string): string {
  if (!HIGH_UNITS.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += String.fromCharCode(c >= 0xe000 ? c - 0x800 : c >= 0xd800 ? c + 0x2000 : c);
  }
  return out;
}

/**
 * Sort keys prepared for fast comparison: Int32 / Double become JS numbers; with binary string order,
 * strings are made comparable with the native `<`.
 */
function fastKey(k: unknown, binary: boolean): unknown {
  if (typeof k === 'string') return binary ? utf8Orderable(k) : k;
  const t = (k as { _bsontype?: string } | null)?._bsontype;
  return t === 'Int32' || t === 'Double' ? (k as { value: number }).value : k;
}

/** Compares prepared keys: numbers and (binary) strings inline, everything else through compareKeys. */
function comparePrepared(a: unknown, b: unknown, str: StrCmp, binary: boolean): number {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a < b) return -1;
    if (a > b) return 1;
    if (a === b) return 0;
  } else if (binary && typeof a === 'string' && typeof b === 'string') {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return compareKeys(a, b, str);
}

export function compareKeys(a: unknown, b: unknown, str: StrCmp): number {
  if (a === EMPTY_ARRAY_KEY || b === EMPTY_ARRAY_KEY) return a === b ? 0 : a === EMPTY_ARRAY_KEY ? -1 : 1;
  return compareWith(a, b, str);
}

export interface SortField {
  path: string;
  dir: 1 | -1;
  /** {$meta: 'textScore'}: by the $text score, highest first. */
  textScore?: boolean;
}

export function parseSort(sort: Document): SortField[] {
  if (!isPlainObject(sort)) throw badValue('sort must be an object');
  const out: SortField[] = [];
  for (const path of Object.keys(sort)) {
    const v = sort[path];
    if (isPlainObject(v) && '$meta' in v) {
      if (v.$meta !== 'textScore') throw badValue(`$meta sort by '${String(v.$meta)}' is not supported by embedded-mongo`);
      out.push({ path, dir: -1, textScore: true });
      continue;
    }
    if (!isNumeric(v)) throw mongoError(15974, `Illegal key in $sort specification: ${path}: ${JSON.stringify(v)}`);
    const n = toNumber(v);
    if (n !== 1 && n !== -1) throw mongoError(15975, '$sort key ordering must be 1 (for ascending) or -1 (for descending)');
    if (path === '' || path.startsWith('$'))
      throw badValue(`FieldPath field names may not start with '$'. Consider using $getField or $setField.`);
    out.push({ path, dir: n as 1 | -1 });
  }
  return out;
}

/** The prepared sort keys of a document, one per field. */
function keyReader(fields: SortField[], str: StrCmp, ctx?: QueryContext): (d: Document) => unknown[] {
  const binary = str === compareUtf8;
  const score = fields.some((f) => f.textScore) ? textScoreOf(ctx, '$sort') : undefined;
  return (d) => fields.map((f) => (f.textScore ? score!(d) : fastKey(sortKey(d, f.path, f.dir, str), binary)));
}

export function compileSort(sort: Document, ctx?: QueryContext): (a: Document, b: Document) => number {
  const fields = parseSort(sort);
  const str = stringComparer(ctx);
  // Array.sort calls the comparator O(n log n) times: each document's keys are computed once.
  const binary = str === compareUtf8;
  const read = keyReader(fields, str, ctx);
  const cache = new WeakMap<Document, unknown[]>();
  const keysOf = (d: Document): unknown[] => {
    let k = cache.get(d);
    if (!k) {
      k = read(d);
      cache.set(d, k);
    }
    return k;
  };
  return (a, b) => {
    const ka = keysOf(a);
    const kb = keysOf(b);
    for (let i = 0; i < fields.length; i++) {
      const c = comparePrepared(ka[i], kb[i], str, binary);
      if (c !== 0) return fields[i].dir * c;
    }
    return 0;
  };
}

interface Keyed {
  d: Document;
  i: number;
  k: unknown[];
}

function keyedComparer(fields: SortField[], str: StrCmp): (x: Keyed, y: Keyed) => number {
  const binary = str === compareUtf8;
  return (x, y) => {
    for (let j = 0; j < fields.length; j++) {
      const c = comparePrepared(x.k[j], y.k[j], str, binary);
      if (c !== 0) return fields[j].dir * c;
    }
    return x.i - y.i;
  };
}

/** Sorts with keys computed once per document (the comparator form recomputes them per comparison). */
export function sortDocuments(docs: Document[], sort: Document, ctx?: QueryContext): Document[] {
  const fields = parseSort(sort);
  const str = stringComparer(ctx);
  const read = keyReader(fields, str, ctx);
  const keyed = docs.map((d, i) => ({ d, i, k: read(d) }));
  keyed.sort(keyedComparer(fields, str));
  return keyed.map((x) => x.d);
}

/** The first `limit` documents in sort order, keeping only that many in memory ($sort followed by $limit). */
export function topDocuments(docs: Iterable<Document>, sort: Document, limit: number, ctx?: QueryContext): Document[] {
  const fields = parseSort(sort);
  const str = stringComparer(ctx);
  const cmp = keyedComparer(fields, str);
  const read = keyReader(fields, str, ctx);
  const best: Keyed[] = [];
  let i = 0;
  for (const d of docs) {
    const item = { d, i: i++, k: read(d) };
    if (best.length >= limit && cmp(item, best[best.length - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(best[mid], item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, item);
    if (best.length > limit) best.pop();
  }
  return best.map((x) => x.d);
}
