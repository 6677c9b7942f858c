// Field-level query operators ($eq … $elemMatch) as predicates over the values a path yields.
import type { Document } from 'bson';
import {
  bracketOf, Bracket, bsonTag, bsonTypeNumber, isNumeric, isPlainObject, toNumber, TYPE_ALIASES,
} from './bson-types';
import { compareNumbers, compareWith, stringComparer } from './compare';
import { badValue } from './errors';
import { isRegexValue, toRegex } from './regex';
import { groupKey } from './group-key';
import type { QueryContext } from './index';

export type ValuePred = (v: unknown) => boolean;
type Matcher = (doc: Document) => boolean;
type PathMatcher = (path: string, pred: ValuePred, expandLeaf: boolean) => Matcher;
type DocCompiler = (filter: Document, ctx: QueryContext) => Matcher;

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

export function equalityPred(q: unknown, ctx: QueryContext): ValuePred {
  if (isRegexValue(q)) return regexPred(toRegex(q)!);
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

function rangePred(op: string, q: unknown, ctx: QueryContext): ValuePred {
  const str = stringComparer(ctx);
  const test = op === '$gt' ? (c: number) => c > 0 : op === '$gte' ? (c: number) => c >= 0 : op === '$lt' ? (c: number) => c < 0 : (c: number) => c <= 0;
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

function inPred(op: string, list: unknown, ctx: QueryContext): ValuePred {
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

function typePred(spec: unknown): ValuePred {
  const list = Array.isArray(spec) ? spec : [spec];
  const codes = new Set<number>();
  let anyNumber = false;
  for (const t of list) {
    if (typeof t === 'string') {
      if (t === 'number') anyNumber = true;
      else if (t in TYPE_ALIASES) codes.add(TYPE_ALIASES[t]);
      else throw badValue(`Unknown type name alias: ${t}`);
    } else if (isNumeric(t)) {
      const n = toNumber(t);
      if (!Number.isInteger(n) || !(n in TYPE_NAMES_BY_CODE)) throw badValue(`Invalid numerical type code: ${n}`);
      codes.add(n);
    } else {
      throw badValue('type must be represented as a number or a string');
    }
  }
  return (v) => v !== undefined && ((anyNumber && isNumeric(v)) || codes.has(bsonTypeNumber(v)));
}

const TYPE_NAMES_BY_CODE: Record<number, true> = Object.fromEntries(Object.values(TYPE_ALIASES).map((c) => [c, true]));

function truthyOperand(v: unknown): boolean {
  if (v === null || v === undefined || v === false) return false;
  if (isNumeric(v)) return toNumber(v) !== 0;
  return true;
}

function modPred(spec: unknown): ValuePred {
  if (!Array.isArray(spec)) throw badValue('malformed mod, needs to be an array');
  if (spec.length < 2) throw badValue('malformed mod, not enough elements');
  if (spec.length > 2) throw badValue('malformed mod, too many elements');
  if (!isNumeric(spec[0])) throw badValue('malformed mod, divisor not a number');
  if (!isNumeric(spec[1])) throw badValue('malformed mod, remainder not a number');
  const d = Math.trunc(toNumber(spec[0]));
  const r = Math.trunc(toNumber(spec[1]));
  if (d === 0) throw badValue('divisor cannot be 0');
  return (v) => {
    if (!isNumeric(v)) return false;
    const n = toNumber(v);
    if (!Number.isFinite(n)) return false;
    return Math.trunc(n) % d === r;
  };
}

function sizePred(spec: unknown): ValuePred {
  if (!isNumeric(spec)) throw badValue('$size needs a number');
  const n = toNumber(spec);
  if (!Number.isInteger(n)) throw badValue('$size must be a whole number');
  if (n < 0) throw badValue('$size may not be negative');
  return (v) => Array.isArray(v) && v.length === n;
}

function elemMatchPred(spec: unknown, ctx: QueryContext, pm: PathMatcher, cd: DocCompiler): ValuePred {
  if (!isPlainObject(spec)) throw badValue('$elemMatch needs an Object');
  const keys = Object.keys(spec);
  const valueForm = keys.length > 0 && keys.every((k) => k.startsWith('$')) && !['$and', '$or', '$nor', '$expr', '$where'].includes(keys[0]);
  if (valueForm) {
    const m = compileFieldOps('x', spec, ctx, pm, cd);
    const holder: Document = { x: undefined };
    return (v) => {
      if (!Array.isArray(v)) return false;
      for (let i = 0; i < v.length; i++) {
        holder.x = v[i];
        if (m(holder)) return true;
      }
      return false;
    };
  }
  const m = cd(spec, ctx);
  return (v) => {
    if (!Array.isArray(v)) return false;
    for (let i = 0; i < v.length; i++) {
      const e = v[i];
      if ((isPlainObject(e) || Array.isArray(e)) && m(e as Document)) return true;
    }
    return false;
  };
}

function allMatcher(path: string, spec: unknown, ctx: QueryContext, pm: PathMatcher, cd: DocCompiler): Matcher {
  if (!Array.isArray(spec)) throw badValue('$all needs an array');
  if (spec.length === 0) return () => false;
  const ms = spec.map((q) => {
    if (isPlainObject(q) && '$elemMatch' in q) return pm(path, elemMatchPred(q.$elemMatch, ctx, pm, cd), false);
    if (isOperatorObject(q)) throw badValue('no $ expressions in $all');
    return pm(path, equalityPred(q, ctx), true);
  });
  return (d) => ms.every((m) => m(d));
}

const not = (m: Matcher): Matcher => (d) => !m(d);

/** $bits*: a mask given as a number, a list of bit positions, or BinData. */
function bitsPred(op: string, spec: unknown): ValuePred {
  let mask = 0n;
  if (isNumeric(spec)) {
    const n = toNumber(spec);
    if (!Number.isInteger(n) || n < 0) throw badValue(`${op} must be a non-negative integer`);
    mask = BigInt(n);
  } else if (Array.isArray(spec)) {
    for (const p of spec) {
      if (!isNumeric(p) || toNumber(p) < 0 || !Number.isInteger(toNumber(p))) throw badValue(`bit positions must be non-negative integers`);
      mask |= 1n << BigInt(toNumber(p));
    }
  } else {
    throw badValue(`${op} takes an Array, a number, or a BinData but received: ${String(spec)}`);
  }
  const all = op === '$bitsAllSet' || op === '$bitsAllClear';
  const set = op === '$bitsAllSet' || op === '$bitsAnySet';
  return (v) => {
    if (!isNumeric(v)) return false;
    const n = toNumber(v);
    if (!Number.isInteger(n)) return false;
    const bits = BigInt.asUintN(64, BigInt(n));
    const hit = set ? bits & mask : ~bits & mask & ((1n << 64n) - 1n);
    return all ? hit === mask : hit !== 0n;
  };
}

export function compileFieldOps(path: string, ops: Document, ctx: QueryContext, pm: PathMatcher, cd: DocCompiler): Matcher {
  const ms: Matcher[] = [];
  const keys = Object.keys(ops);
  for (const op of keys) {
    const q = ops[op];
    switch (op) {
      case '$eq': ms.push(pm(path, equalityPred(q, ctx), true)); break;
      case '$ne': ms.push(not(pm(path, equalityPred(q, ctx), true))); break;
      case '$gt': case '$gte': case '$lt': case '$lte': ms.push(pm(path, rangePred(op, q, ctx), true)); break;
      case '$in': ms.push(pm(path, inPred(op, q, ctx), true)); break;
      case '$nin': ms.push(not(pm(path, inPred(op, q, ctx), true))); break;
      case '$exists': {
        const m = pm(path, (v) => v !== undefined, false);
        ms.push(truthyOperand(q) ? m : not(m));
        break;
      }
      case '$type': ms.push(pm(path, typePred(q), true)); break;
      case '$size': ms.push(pm(path, sizePred(q), false)); break;
      case '$mod': ms.push(pm(path, modPred(q), true)); break;
      case '$all': ms.push(allMatcher(path, q, ctx, pm, cd)); break;
      case '$elemMatch': ms.push(pm(path, elemMatchPred(q, ctx, pm, cd), false)); break;
      case '$regex': {
        const opt = ops.$options;
        if (opt !== undefined && typeof opt !== 'string') throw badValue('$options has to be a string');
        if (typeof q !== 'string' && !isRegexValue(q)) throw badValue('$regex has to be a string');
        if (typeof q !== 'string' && typeof opt === 'string' && opt && toRegex(q)!.flags) {
          throw badValue('options set in both $regex and $options');
        }
        ms.push(pm(path, regexPred(toRegex(q, opt || undefined)!), true));
        break;
      }
      case '$options':
        if (!('$regex' in ops)) throw badValue('$options needs a $regex');
        break;
      case '$not': {
        if (isRegexValue(q)) ms.push(not(pm(path, regexPred(toRegex(q)!), true)));
        else if (isPlainObject(q)) {
          if (Object.keys(q).length === 0) throw badValue('$not cannot be empty');
          if (!isOperatorObject(q)) throw badValue('$not needs a regex or a document');
          ms.push(not(compileFieldOps(path, q, ctx, pm, cd)));
        } else throw badValue('$not needs a regex or a document');
        break;
      }
      case '$bitsAllSet': case '$bitsAnySet': case '$bitsAllClear': case '$bitsAnyClear':
        ms.push(pm(path, bitsPred(op, q), true));
        break;
      case '$comment': break;
      default:
        throw badValue(`unknown operator: ${op}`);
    }
  }
  if (ms.length === 1) return ms[0];
  return (d) => {
    for (let i = 0; i < ms.length; i++) if (!ms[i](d)) return false;
    return true;
  };
}
