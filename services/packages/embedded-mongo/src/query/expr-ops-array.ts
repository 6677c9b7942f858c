// Expression operators on arrays.
import { Int32, type Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { getOwn } from './own';
import { compareValues } from './compare';
import { registerOperators, REMOVE, truthy, type Env } from './expr';
import { aggCompare, fn, nullish, objectArgs, typeName, withVars } from './expr-util';
import { mongoError } from './errors';

function arr(v: unknown, op: string, code = 28689): unknown[] {
  if (!Array.isArray(v)) throw mongoError(code, `${op}'s argument must be an array, but is ${typeName(v)}`);
  return v;
}

function iterOp(kind: 'filter' | 'map') {
  return (a: unknown, op: string) => {
    const o = objectArgs(a, op, kind === 'filter' ? ['input', 'cond'] : ['input', 'in'], kind === 'filter' ? ['as', 'limit'] : ['as']);
    const as = typeof o.raw.as === 'string' ? o.raw.as : 'this';
    const body = kind === 'filter' ? o.cond! : o.in!;
    return (env: Env) => {
      const input = o.input!(env);
      if (nullish(input)) return null;
      if (!Array.isArray(input))
        throw mongoError(kind === 'filter' ? 28651 : 16883, `input to ${op} must be an array not ${typeName(input)}`);
      const limit = o.limit ? toNumber(o.limit(env)) : Infinity;
      const out: unknown[] = [];
      for (const e of input) {
        const r = body(withVars(env, { [as]: e }));
        if (kind === 'map') out.push(r === undefined || r === REMOVE ? null : r);
        else if (truthy(r)) {
          out.push(e);
          if (out.length >= limit) break;
        }
      }
      return out;
    };
  };
}

registerOperators({
  $size: fn(
    ([v]) => {
      if (!Array.isArray(v)) throw mongoError(17124, `The argument to $size must be an array. Type of argument: ${typeName(v)}`);
      return new Int32(v.length);
    },
    [1, 1],
  ),
  $arrayElemAt: fn(
    ([a, i]) => {
      if (nullish(a) || nullish(i)) return null;
      const xs = arr(a, '$arrayElemAt', 28689);
      if (!isNumeric(i)) throw mongoError(28690, `$arrayElemAt's second argument must be a numeric value, but is ${typeName(i)}`);
      const n = toNumber(i);
      return n < 0 ? xs[xs.length + n] : xs[n];
    },
    [2, 2],
  ),
  $first: fn(([a]) => (nullish(a) ? null : arr(a, '$first', 28689)[0])),
  $last: fn(([a]) => (nullish(a) ? null : arr(a, '$last', 28689).at(-1))),
  $filter: iterOp('filter'),
  $map: iterOp('map'),
  $reduce: (a, op) => {
    const o = objectArgs(a, op, ['input', 'initialValue', 'in']);
    return (env) => {
      const input = o.input!(env);
      if (nullish(input)) return null;
      let acc = o.initialValue!(env);
      for (const e of arr(input, op, 40080)) acc = o.in!(withVars(env, { value: acc, this: e }));
      return acc;
    };
  },
  $in: fn(
    ([v, a]) => {
      if (!Array.isArray(a)) throw mongoError(40081, `$in requires an array as a second argument, found: ${typeName(a)}`);
      return a.some((x) => compareValues(x, v) === 0);
    },
    [2, 2],
  ),
  $indexOfArray: fn(
    ([a, v, s, e]) => {
      if (nullish(a)) return null;
      const xs = arr(a, '$indexOfArray', 40090);
      const end = nullish(e) ? xs.length : Math.min(toNumber(e), xs.length);
      for (let i = nullish(s) ? 0 : toNumber(s); i < end; i++) if (compareValues(xs[i], v) === 0) return new Int32(i);
      return new Int32(-1);
    },
    [2, 4],
  ),
  $concatArrays: fn((vals) => {
    const out: unknown[] = [];
    for (const v of vals) {
      if (nullish(v)) return null;
      out.push(...arr(v, '$concatArrays', 28664));
    }
    return out;
  }),
  $slice: fn(
    ([a, x, y]) => {
      if (nullish(a)) return null;
      const xs = arr(a, '$slice', 28724);
      if (y === undefined) {
        const n = toNumber(x);
        return n >= 0 ? xs.slice(0, n) : xs.slice(Math.max(xs.length + n, 0));
      }
      const p = toNumber(x);
      const start = p < 0 ? Math.max(xs.length + p, 0) : p;
      return xs.slice(start, start + toNumber(y));
    },
    [2, 3],
  ),
  $reverseArray: fn(([a]) => (nullish(a) ? null : [...arr(a, '$reverseArray', 34435)].reverse()), [1, 1]),
  $isArray: fn(([a]) => Array.isArray(a), [1, 1]),
  $range: fn(
    ([s, e, st]) => {
      const out: Int32[] = [];
      const step = st === undefined ? 1 : toNumber(st);
      if (step === 0) throw mongoError(34449, '$range requires a non-zero step value');
      for (let i = toNumber(s); step > 0 ? i < toNumber(e) : i > toNumber(e); i += step) out.push(new Int32(i));
      return out;
    },
    [2, 3],
  ),
  $sortArray: (a, op) => {
    const o = objectArgs(a, op, ['input', 'sortBy']);
    const by = o.raw.sortBy;
    return (env) => {
      const input = o.input!(env);
      if (nullish(input)) return null;
      const xs = [...arr(input, op, 2942500)];
      if (isNumeric(by)) return xs.sort((p, q) => toNumber(by) * aggCompare(p, q, env));
      const keys = Object.entries(by as Document);
      return xs.sort((p, q) => {
        for (const [k, d] of keys) {
          const c = aggCompare(fieldOf(p, k), fieldOf(q, k), env);
          if (c) return c * toNumber(d);
        }
        return 0;
      });
    };
  },
});

/** A sortBy field of an element: only documents have fields, and only their own. */
function fieldOf(v: unknown, k: string): unknown {
  return isPlainObject(v) ? getOwn(v, k) : undefined;
}
