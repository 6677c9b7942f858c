// Expression operators on objects and sets, and the array forms of $sum / $avg / $max / $min.
import { Double, Int32, type Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { compareValues } from './compare';
import { compileExpression, registerOperators, REMOVE, truthy, type Env } from './expr';
import { aggCompare, fn, nullish, objectArgs, typeName } from './expr-util';
import { mongoError } from './errors';
import { addNumbers } from './numeric';
import { percentileAccumulator } from './accumulators-n';
import { assignOwn, getOwn, setOwn } from './own';

function arr(v: unknown, op: string, code: number): unknown[] {
  if (!Array.isArray(v)) throw mongoError(code, `${op}'s argument must be an array, but is ${typeName(v)}`);
  return v;
}

function setOf(vals: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const v of vals) if (!out.some((x) => compareValues(x, v) === 0)) out.push(v);
  return out;
}
registerOperators({
  $arrayToObject: fn(
    ([a]) => {
      if (nullish(a)) return null;
      const out: Document = {};
      for (const e of arr(a, '$arrayToObject', 40386)) {
        if (Array.isArray(e)) setOwn(out, String(e[0]), e[1]);
        else if (isPlainObject(e)) setOwn(out, String(e.k), e.v);
      }
      return out;
    },
    [1, 1],
  ),
  $objectToArray: fn(
    ([o]) => {
      if (nullish(o)) return null;
      if (!isPlainObject(o)) throw mongoError(40390, `$objectToArray requires a document input, found: ${typeName(o)}`);
      return Object.keys(o).map((k) => ({ k, v: o[k] }));
    },
    [1, 1],
  ),
  $mergeObjects: fn((vals) => {
    const out: Document = {};
    for (const v of vals) {
      if (nullish(v)) continue;
      if (!isPlainObject(v))
        throw mongoError(40400, `$mergeObjects requires object inputs, but input ${typeName(v)} is of type ${typeName(v)}`);
      assignOwn(out, v);
    }
    return out;
  }),
  $getField: (a) => {
    const o = isPlainObject(a) && 'field' in a ? a : { field: a, input: '$$CURRENT' };
    const field = compileExpression(o.field);
    const input = compileExpression(o.input ?? '$$CURRENT');
    return (env) => {
      const src = input(env);
      const f = field(env);
      if (!isPlainObject(src)) return nullish(src) ? null : undefined;
      return getOwn(src, String(f));
    };
  },
  $setField: (a, op) => {
    const o = objectArgs(a, op, ['field', 'input', 'value']);
    return (env) => {
      const src = o.input!(env);
      if (nullish(src)) return null;
      if (!isPlainObject(src)) throw mongoError(4161105, `${op} requires 'input' to evaluate to type Object`);
      const v = o.value!(env);
      const out: Document = { ...src };
      const f = String(o.field!(env));
      if (v === REMOVE) delete out[f];
      else setOwn(out, f, v);
      return out;
    };
  },
  $unsetField: (a, op) => {
    const o = objectArgs(a, op, ['field', 'input']);
    return (env) => {
      const src = o.input!(env);
      if (!isPlainObject(src)) return nullish(src) ? null : src;
      const out: Document = { ...src };
      delete out[String(o.field!(env))];
      return out;
    };
  },
  $setUnion: fn((vals) => (vals.some(nullish) ? null : setOf(vals.flatMap((v) => arr(v, '$setUnion', 17043))))),
  $setIntersection: fn((vals) => {
    if (vals.some(nullish)) return null;
    const [first, ...rest] = vals.map((v) => arr(v, '$setIntersection', 17047));
    return setOf(first ?? []).filter((x) => rest.every((r) => r.some((y) => compareValues(x, y) === 0)));
  }),
  $setDifference: fn(
    ([a, b]) => {
      if (nullish(a) || nullish(b)) return null;
      return setOf(arr(a, '$setDifference', 17048)).filter((x) => !arr(b, '$setDifference', 17049).some((y) => compareValues(x, y) === 0));
    },
    [2, 2],
  ),
  $setEquals: fn((vals) => {
    const sets = vals.map((v) => setOf(arr(v, '$setEquals', 17044)));
    return sets.every((s) => s.length === sets[0].length && s.every((x) => sets[0].some((y) => compareValues(x, y) === 0)));
  }),
  $setIsSubset: fn(
    ([a, b]) => arr(a, '$setIsSubset', 17046).every((x) => arr(b, '$setIsSubset', 17042).some((y) => compareValues(x, y) === 0)),
    [2, 2],
  ),
  $anyElementTrue: fn(([a]) => arr(a, '$anyElementTrue', 5159200).some(truthy), [1, 1]),
  $allElementsTrue: fn(([a]) => arr(a, '$allElementsTrue', 5159201).every(truthy), [1, 1]),
  $sum: fn((vals) => numericList(vals).reduce((acc: unknown, v) => addNumbers(acc, v), new Int32(0))),
  $avg: fn((vals) => {
    const ns = numericList(vals);
    return ns.length ? new Double(ns.reduce((s: number, v) => s + toNumber(v), 0) / ns.length) : null;
  }),
  $max: fn((vals, env) => pickExtreme(vals, env, 1)),
  $min: fn((vals, env) => pickExtreme(vals, env, -1)),
});

function numericList(vals: unknown[]): unknown[] {
  const src = vals.length === 1 && Array.isArray(vals[0]) ? vals[0] : vals;
  return src.filter(isNumeric);
}

function pickExtreme(vals: unknown[], env: Env, dir: number): unknown {
  const src = vals.length === 1 && Array.isArray(vals[0]) ? vals[0] : vals;
  let best: unknown = null;
  for (const v of src) {
    if (nullish(v)) continue;
    if (best === null || aggCompare(v, best, env) * dir > 0) best = v;
  }
  return best;
}

/** $median / $percentile over an array (or a single number) in expressions. */
function percentileExpr(op: string) {
  return (a: unknown) => {
    const { expr, make } = percentileAccumulator(op, a);
    return (env: Env) => {
      const v = expr(env);
      const acc = make();
      for (const x of Array.isArray(v) ? v : [v]) acc.add(x, env);
      return acc.result();
    };
  };
}

registerOperators({ $median: percentileExpr('$median'), $percentile: percentileExpr('$percentile') });
