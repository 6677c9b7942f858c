// Query filters compiled once into closures: top-level logical operators and per-field predicates.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { badValue, mongoError } from './errors';
import { anyAtPath, splitPath } from './paths';
import { compileFieldOps, equalityPred, isOperatorObject, type ValuePred } from './match-ops';
import { compileExpression, evaluate, truthy } from './expr';
import type { QueryContext } from './index';
import { withResolvedVars } from './vars';
import { compileSchema } from './match-schema';
import { getOwn } from './own';
import { parseSearch, textScore } from './text-search';

export type Matcher = (doc: Document) => boolean;

const TRUE: Matcher = () => true;

/** The fields of a DBRef are fields, not operators ({$elemMatch: {$id: …}} on an array of references). */
export const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

export function compileFilter(filter: Document, ctx: QueryContext = {}): Matcher {
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  return compileDoc(filter, withResolvedVars(ctx));
}

export function compileDoc(filter: Document, ctx: QueryContext): Matcher {
  const ms: Matcher[] = [];
  for (const key of Object.keys(filter)) {
    const val = filter[key];
    if (key.charCodeAt(0) === 36 /* $ */ && !DBREF_FIELDS.has(key)) {
      const m = compileTopOperator(key, val, ctx);
      if (m) ms.push(m);
    } else {
      ms.push(compileField(key, val, ctx));
    }
  }
  return allOf(ms);
}

export function allOf(ms: Matcher[]): Matcher {
  if (ms.length === 0) return TRUE;
  if (ms.length === 1) return ms[0];
  if (ms.length === 2) {
    const [a, b] = ms;
    return (d) => a(d) && b(d);
  }
  return (d) => {
    for (let i = 0; i < ms.length; i++) if (!ms[i](d)) return false;
    return true;
  };
}

function logicalList(op: string, val: unknown, ctx: QueryContext): Matcher[] {
  if (!Array.isArray(val) || val.length === 0) throw badValue(`${op} must be a nonempty array`);
  return val.map((sub) => {
    if (!isPlainObject(sub)) throw badValue('$or/$and/$nor entries need to be full objects');
    return compileDoc(sub, ctx);
  });
}

function compileTopOperator(op: string, val: unknown, ctx: QueryContext): Matcher | undefined {
  switch (op) {
    case '$and':
      return allOf(logicalList(op, val, ctx));
    case '$or': {
      const ms = logicalList(op, val, ctx);
      return (d) => {
        for (let i = 0; i < ms.length; i++) if (ms[i](d)) return true;
        return false;
      };
    }
    case '$nor': {
      const ms = logicalList(op, val, ctx);
      return (d) => {
        for (let i = 0; i < ms.length; i++) if (ms[i](d)) return false;
        return true;
      };
    }
    case '$expr': {
      const e = compileExpression(val);
      return (d) => truthy(evaluate(e, d, ctx.vars, ctx));
    }
    case '$comment':
      return undefined;
    case '$alwaysTrue':
      return TRUE;
    case '$alwaysFalse':
      return () => false;
    case '$where':
      throw badValue('$where is not supported by embedded-mongo: server-side JavaScript is disabled');
    case '$text': {
      if (!ctx.textIndex) throw mongoError(27, 'text index required for $text query');
      const index = ctx.textIndex;
      const search = parseSearch(val);
      return (d) => (ctx.textScore ? ctx.textScore(d) : textScore(d, index, search)) > 0;
    }
    case '$jsonSchema': {
      const schema = compileSchema(val);
      return (d) => schema(d);
    }
    default:
      throw badValue(`unknown top level operator: ${op}`);
  }
}

/** A matcher testing `pred` against the values a path yields (see anyAtPath). */
export function pathMatcher(path: string, pred: ValuePred, expandLeaf: boolean): Matcher {
  const parts = splitPath(path);
  if (parts.length === 1) {
    const k = parts[0];
    if (!expandLeaf) return (d) => pred(getOwn(d, k));
    return (d) => {
      const v = getOwn(d, k);
      if (pred(v)) return true;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (pred(v[i])) return true;
      }
      return false;
    };
  }
  return (d) => anyAtPath(d, parts, 0, pred, expandLeaf);
}

export function compileField(path: string, val: unknown, ctx: QueryContext): Matcher {
  if (path === '') throw badValue('field names cannot be empty');
  if (isOperatorObject(val)) return compileFieldOps(path, val as Document, ctx, pathMatcher, compileDoc);
  return pathMatcher(path, equalityPred(val, ctx), true);
}
