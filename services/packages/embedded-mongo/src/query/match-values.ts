// Value predicates of the comparison operators: equality, ranges within a type bracket, $in / $nin.
import { bracketOf, Bracket, bsonTag, isNumeric, isPlainObject, toNumber } from './bson-types';
import { compareNumbers, compareWith, stringComparer } from './compare';
import { badValue } from './errors';
import { groupKey } from './group-key';
import { isRegexValue, toRegex } from './regex';
import type { QueryContext } from './index';

export type ValuePred = (v: unknown) => boolean;

/** `{ $gt: … }`-style object (first key starts with $); a plain sub-document is a literal otherwise. */
export function isOperatorObject(v: unknown): boolean {
  if (!isPlainObject(v)) return false;
  for (const k in v) return k.charCodeAt(0) === 36 && k !== '$ref' && k !== '$id' && k !== '$db';
  return false;
}

export function regexPred(re: RegExp): ValuePred {
  return (v) => {
    if (typeof v === 'string') return re.test(v);
    if (bsonTag(v) === 'BSONSymbol') return re.test(String(v));
    if (isRegexValue(v)) {
      const r = toRegex(v)!;
      return r.source === re.source && r.flags === re.flags;
    }
    return false;
  };
}

/**
 * Equality as `{field: q}` sees it. An implicit regex means a pattern match; with `literalRegex` (explicit
 * $eq / $ne) the regex is a value that only an equal stored regex matches.
 */
export function equalityPred(q: unknown, ctx: QueryContext, literalRegex = false): ValuePred {
  if (isRegexValue(q)) {
    if (!literalRegex) return regexPred(toRegex(q)!);
    return (v) => isRegexValue(v) && compareWith(v, q, stringComparer()) === 0;
  }
  if (q === null || q === undefined) return (v) => v === null || v === undefined || bsonTag(v) === 'Undefined';
  const str = stringComparer(ctx);
  if (typeof q === 'string') {
    if (!ctx.collation || str === stringComparer()) return (v) => v === q || (bsonTag(v) === 'BSONSymbol' && String(v) === q);
    return (v) => typeof v === 'string' && str(v, q) === 0;
  }
  if (isNumeric(q)) {
    const qt = bsonTag(q);
    if (qt !== 'Long' && qt !== 'Decimal128') {
      // Int32 / Double / number: compare as doubles, only Long and Decimal128 need the exact path.
      const qn = toNumber(q);
      const qNaN = qn !== qn;
      return (v) => {
        if (typeof v === 'number') return v === qn || (qNaN && v !== v);
        const t = (v as { _bsontype?: string } | null)?._bsontype;
        if (t === 'Int32' || t === 'Double') {
          const n = (v as { value: number }).value;
          return n === qn || (qNaN && n !== n);
        }
        return (t === 'Long' || t === 'Decimal128') && compareNumbers(v, q) === 0;
      };
    }
    return (v) => isNumeric(v) && compareNumbers(v, q) === 0;
  }
  if (bsonTag(q) === 'ObjectId') {
    const qid = (q as { id: Uint8Array }).id;
    return (v) => {
      if ((v as { _bsontype?: string } | null)?._bsontype !== 'ObjectId') return false;
      const id = (v as { id: Uint8Array }).id;
      for (let i = 0; i < 12; i++) if (id[i] !== qid[i]) return false;
      return true;
    };
  }
  const b = bracketOf(q);
  return (v) => bracketOf(v) === b && compareWith(v, q, str) === 0;
}

export function rangePred(op: string, q: unknown, ctx: QueryContext): ValuePred {
  const str = stringComparer(ctx);
  const test =
    op === '$gt'
      ? (c: number) => c > 0
      : op === '$gte'
        ? (c: number) => c >= 0
        : op === '$lt'
          ? (c: number) => c < 0
          : (c: number) => c <= 0;
  if (isRegexValue(q) && (op === '$gte' || op === '$lte')) return regexPred(toRegex(q)!);
  const b = bracketOf(q);
  // MinKey / MaxKey bounds span every type.
  if (b === Bracket.MinKey || b === Bracket.MaxKey) return (v) => test(compareWith(v, q, str));
  if (b === Bracket.Number) {
    // NaN only meets NaN, and only through the inclusive bounds.
    const qNaN = Number.isNaN(toNumber(q));
    const inclusive = op === '$gte' || op === '$lte';
    const qt = bsonTag(q);
    if (!qNaN && qt !== 'Long' && qt !== 'Decimal128') {
      const qn = toNumber(q);
      return (v) => {
        let n: number;
        if (typeof v === 'number') n = v;
        else {
          const t = (v as { _bsontype?: string } | null)?._bsontype;
          if (t === 'Int32' || t === 'Double') n = (v as { value: number }).value;
          else if (t === 'Long' || t === 'Decimal128') return !Number.isNaN(toNumber(v)) && test(compareNumbers(v, q));
          else return false;
        }
        return n === n && test(n < qn ? -1 : n > qn ? 1 : 0);
      };
    }
    return (v) => {
      if (!isNumeric(v)) return false;
      const vNaN = Number.isNaN(toNumber(v));
      if (vNaN || qNaN) return vNaN && qNaN && inclusive;
      return test(compareNumbers(v, q));
    };
  }
  return (v) => bracketOf(v) === b && test(compareWith(v, q, str));
}

export function inPred(op: string, list: unknown, ctx: QueryContext): ValuePred {
  if (!Array.isArray(list)) throw badValue(`${op} needs an array`);
  const preds: ValuePred[] = [];
  const strings = new Set<string>();
  const plainStrings = !ctx.collation;
  for (const q of list) {
    if (isOperatorObject(q)) throw badValue(`cannot nest $ under ${op}`);
    if (plainStrings && typeof q === 'string') strings.add(q);
    else preds.push(equalityPred(q, ctx));
  }
  if (preds.length === 0) return (v) => typeof v === 'string' && strings.has(v);
  // Long lists (e.g. populate by many ObjectIds): hash lookup on the MongoDB-equality key.
  const hashable = list.filter((q) => !isRegexValue(q) && q !== null && q !== undefined && typeof q !== 'string');
  if (!ctx.collation && hashable.length > 8 && hashable.length === preds.length) {
    const keys = new Set(hashable.map((q) => groupKey(q)));
    const brackets = new Set(hashable.map((q) => bracketOf(q)));
    return (v) => {
      if (typeof v === 'string') return strings.has(v);
      return brackets.has(bracketOf(v)) && keys.has(groupKey(v));
    };
  }
  return (v) => {
    if (typeof v === 'string' && strings.has(v)) return true;
    for (let i = 0; i < preds.length; i++) if (preds[i](v)) return true;
    return false;
  };
}
