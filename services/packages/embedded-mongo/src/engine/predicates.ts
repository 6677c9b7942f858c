// The parts of a query filter an index can serve: per field, equality values ($eq, $in, literal),
// range bounds ($gt/$gte/$lt/$lte) and regexes. Anything else is left to the full filter, which is
// always re-checked on fetched documents, so these only ever need to describe a superset.
import type { Document } from 'bson';
import { Bracket, bracketOf, bsonTag, isPlainObject } from '../query/bson-types';
import { makeRegex } from '../query/regex';

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

export interface FieldPredicate {
  /** Candidate values: the document matches only if the field equals one of them. */
  eq?: unknown[];
  lower?: Bound;
  upper?: Bound;
  regex?: RegExp;
}

export type Predicates = Map<string, FieldPredicate>;

function isRegex(v: unknown): boolean {
  return v instanceof RegExp || bsonTag(v) === 'BSONRegExp';
}

/** Values an index key can equal: arrays match element-wise or whole, regexes match, neither is a point. */
function pointValue(v: unknown, collation: boolean): boolean {
  if (v === undefined || Array.isArray(v) || isRegex(v)) return false;
  // A collation changes how strings (also inside documents) compare; the index holds binary order.
  const b = bracketOf(v);
  return !(
    collation &&
    (b === Bracket.String || b === Bracket.Object || b === Bracket.Array || b === Bracket.Code || b === Bracket.CodeWScope)
  );
}

function rangeValue(v: unknown, collation: boolean): boolean {
  if (!pointValue(v, collation) || v === null) return false;
  const b = bracketOf(v);
  return b !== Bracket.MinKey && b !== Bracket.MaxKey;
}

function toRegex(v: unknown, options?: unknown): RegExp | undefined {
  try {
    if (v instanceof RegExp) return typeof options === 'string' ? makeRegex(v.source, options) : v;
    if (bsonTag(v) === 'BSONRegExp') {
      const r = v as { pattern: string; options: string };
      return makeRegex(r.pattern, r.options);
    }
    if (typeof v === 'string') return makeRegex(v, typeof options === 'string' ? options : '');
  } catch {
    return undefined;
  }
  return undefined;
}

function add(preds: Predicates, field: string, p: FieldPredicate): void {
  const cur = preds.get(field) ?? {};
  // Several conditions on one field are ANDed: keep the first of each kind; the recheck does the rest.
  if (p.eq && !cur.eq) cur.eq = p.eq;
  if (p.lower && !cur.lower) cur.lower = p.lower;
  if (p.upper && !cur.upper) cur.upper = p.upper;
  if (p.regex && !cur.regex) cur.regex = p.regex;
  preds.set(field, cur);
}

function fromOperators(ops: Document, collation: boolean): FieldPredicate {
  const p: FieldPredicate = {};
  for (const [op, v] of Object.entries(ops)) {
    switch (op) {
      case '$eq':
        if (pointValue(v, collation)) p.eq = [v];
        break;
      case '$in':
        if (Array.isArray(v) && v.every((e) => pointValue(e, collation))) p.eq = v;
        break;
      case '$gt':
      case '$gte':
        if (rangeValue(v, collation)) p.lower = { value: v, inclusive: op === '$gte' };
        break;
      case '$lt':
      case '$lte':
        if (rangeValue(v, collation)) p.upper = { value: v, inclusive: op === '$lte' };
        break;
      case '$regex': {
        const re = toRegex(v, ops.$options);
        if (re) p.regex = re;
        break;
      }
      default:
        break;
    }
  }
  return p;
}

export function extractPredicates(filter: Document, collation = false, preds: Predicates = new Map()): Predicates {
  for (const [key, v] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) extractPredicates(sub, collation, preds);
      continue;
    }
    if (key.startsWith('$')) continue;
    if (isRegex(v)) {
      const re = toRegex(v);
      if (re) add(preds, key, { regex: re });
    } else if (isPlainObject(v) && Object.keys(v)[0]?.startsWith('$')) {
      add(preds, key, fromOperators(v, collation));
    } else if (pointValue(v, collation)) {
      add(preds, key, { eq: [v] });
    }
  }
  return preds;
}
