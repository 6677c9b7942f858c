// Field-level query operators: compiles { $gt: …, $elemMatch: … } objects into matchers over a path.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { asDocument } from './as-document';
import { badValue, mongoError } from './errors';
import { isRegexValue, toRegex } from './regex';
import { equalityPred, inPred, isOperatorObject, rangePred, regexPred, type ValuePred } from './match-values';
import { modPred, sizePred, truthyOperand, typePred } from './match-element';
import { bitsPred } from './match-bits';
import type { QueryContext } from './index';

export { equalityPred, isOperatorObject, regexPred, type ValuePred };

type Matcher = (doc: Document) => boolean;

// Refused with a message naming them (nothing in this product needs geospatial queries).
const GEO_OPERATORS = new Set([
  '$near',
  '$nearSphere',
  '$geoWithin',
  '$within',
  '$geoIntersects',
  '$maxDistance',
  '$minDistance',
  '$box',
  '$center',
  '$centerSphere',
  '$polygon',
  '$geometry',
  '$uniqueDocs',
]);
type PathMatcher = (path: string, pred: ValuePred, expandLeaf: boolean) => Matcher;
type DocCompiler = (filter: Document, ctx: QueryContext) => Matcher;

function elemMatchPred(spec: unknown, ctx: QueryContext, pm: PathMatcher, cd: DocCompiler): ValuePred {
  if (!isPlainObject(spec)) throw badValue('$elemMatch needs an Object');
  const keys = Object.keys(spec);
  const valueForm =
    keys.length > 0 &&
    keys.every((k) => k.startsWith('$') && k !== '$ref' && k !== '$id' && k !== '$db') &&
    !['$and', '$or', '$nor', '$expr', '$where'].includes(keys[0]);
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
      const d = Array.isArray(e) ? e : asDocument(e);
      if (d && m(d as Document)) return true;
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

const not =
  (m: Matcher): Matcher =>
  (d) =>
    !m(d);

export function compileFieldOps(path: string, ops: Document, ctx: QueryContext, pm: PathMatcher, cd: DocCompiler): Matcher {
  const ms: Matcher[] = [];
  const keys = Object.keys(ops);
  for (const op of keys) {
    const q = ops[op];
    switch (op) {
      case '$eq':
        ms.push(pm(path, equalityPred(q, ctx, true), true));
        break;
      case '$ne':
        ms.push(not(pm(path, equalityPred(q, ctx, true), true)));
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        ms.push(pm(path, rangePred(op, q, ctx), true));
        break;
      case '$in':
        ms.push(pm(path, inPred(op, q, ctx), true));
        break;
      case '$nin':
        ms.push(not(pm(path, inPred(op, q, ctx), true)));
        break;
      case '$exists': {
        const m = pm(path, (v) => v !== undefined, false);
        ms.push(truthyOperand(q) ? m : not(m));
        break;
      }
      case '$type':
        ms.push(pm(path, typePred(q), true));
        break;
      case '$size':
        ms.push(pm(path, sizePred(q), false));
        break;
      case '$mod':
        ms.push(pm(path, modPred(q), true));
        break;
      case '$all':
        ms.push(allMatcher(path, q, ctx, pm, cd));
        break;
      case '$elemMatch':
        ms.push(pm(path, elemMatchPred(q, ctx, pm, cd), false));
        break;
      case '$regex': {
        const opt = ops.$options;
        if (opt !== undefined && typeof opt !== 'string') throw badValue('$options has to be a string');
        if (typeof q !== 'string' && !isRegexValue(q)) throw badValue('$regex has to be a string');
        if (typeof q !== 'string' && typeof opt === 'string' && opt && toRegex(q)!.flags) {
          throw mongoError(51075, 'options set in both $regex and $options');
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
      case '$bitsAllSet':
      case '$bitsAnySet':
      case '$bitsAllClear':
      case '$bitsAnyClear':
        ms.push(pm(path, bitsPred(op, q), true));
        break;
      case '$comment':
        break;
      default:
        if (GEO_OPERATORS.has(op)) throw mongoError(115, `geospatial query operator ${op} is not supported by embedded-mongo`);
        throw badValue(`unknown operator: ${op}`);
    }
  }
  if (ms.length === 1) return ms[0];
  return (d) => {
    for (let i = 0; i < ms.length; i++) if (!ms[i](d)) return false;
    return true;
  };
}
