// Arithmetic expression operators; results keep MongoDB's numeric types.
import { Double, Int32, Long } from 'bson';
import { isNumeric, numKind, toNumber } from './bson-types';
import { registerOperators } from './expr';
import { fn, nullish, typeName } from './expr-util';
import { addNumbers, divideNumbers, multiplyNumbers, subtractNumbers, wrapNumber } from './numeric';
import { mongoError } from './errors';

function numArgs(vals: unknown[], op: string): boolean {
  for (const v of vals) {
    if (nullish(v)) return false;
    if (!isNumeric(v)) throw mongoError(op === '$add' ? 16554 : 16556, `${op} only supports numeric types, not ${typeName(v)}`);
  }
  return true;
}

function unaryMath(f: (n: number) => number) {
  return fn(
    ([v]) => {
      if (nullish(v)) return null;
      if (!isNumeric(v)) throw mongoError(28765, `Argument must be numeric, not ${typeName(v)}`);
      const k = numKind(v)!;
      const r = f(toNumber(v));
      return k === 'int' || k === 'long' ? (Number.isInteger(r) ? wrapNumber(r, k) : new Double(r)) : wrapNumber(r, k);
    },
    [1, 1],
  );
}

registerOperators({
  $add: fn((vals) => {
    let acc: unknown = new Int32(0);
    let date: Date | undefined;
    for (const v of vals) {
      if (nullish(v)) return null;
      if (v instanceof Date) {
        if (date) throw mongoError(16612, 'only one date allowed in an $add expression');
        date = v;
      } else if (!isNumeric(v)) throw mongoError(16554, `$add only supports numeric or date types, not ${typeName(v)}`);
      else acc = addNumbers(acc, v);
    }
    return date ? new Date(date.getTime() + Math.round(toNumber(acc))) : acc;
  }),
  $subtract: fn(
    ([a, b]) => {
      if (nullish(a) || nullish(b)) return null;
      if (a instanceof Date && b instanceof Date) return Long.fromNumber(a.getTime() - b.getTime());
      if (a instanceof Date && isNumeric(b)) return new Date(a.getTime() - Math.round(toNumber(b)));
      if (!isNumeric(a) || !isNumeric(b)) throw mongoError(16556, `can't $subtract ${typeName(b)} from ${typeName(a)}`);
      return subtractNumbers(a, b);
    },
    [2, 2],
  ),
  $multiply: fn((vals) => {
    if (!numArgs(vals, '$multiply')) return null;
    return vals.reduce((acc: unknown, v) => multiplyNumbers(acc, v), new Int32(1));
  }),
  $divide: fn(
    ([a, b]) => {
      if (!numArgs([a, b], '$divide')) return null;
      if (toNumber(b) === 0) throw mongoError(2, "can't $divide by zero");
      return divideNumbers(a, b);
    },
    [2, 2],
  ),
  $mod: fn(
    ([a, b]) => {
      if (!numArgs([a, b], '$mod')) return null;
      if (toNumber(b) === 0) throw mongoError(16610, "can't $mod by zero");
      const k =
        numKind(a) === 'double' || numKind(b) === 'double' ? 'double' : numKind(a) === 'long' || numKind(b) === 'long' ? 'long' : 'int';
      return wrapNumber(toNumber(a) % toNumber(b), k);
    },
    [2, 2],
  ),
  $abs: unaryMath(Math.abs),
  $ceil: unaryMath(Math.ceil),
  $floor: unaryMath(Math.floor),
  $sqrt: fn(([v]) => (nullish(v) ? null : new Double(Math.sqrt(toNumber(v))))),
  $exp: fn(([v]) => (nullish(v) ? null : new Double(Math.exp(toNumber(v))))),
  $ln: fn(([v]) => (nullish(v) ? null : new Double(Math.log(toNumber(v))))),
  $log10: fn(([v]) => (nullish(v) ? null : new Double(Math.log10(toNumber(v))))),
  $log: fn(([v, b]) => (nullish(v) || nullish(b) ? null : new Double(Math.log(toNumber(v)) / Math.log(toNumber(b))))),
  $pow: fn(
    ([a, b]) => {
      if (nullish(a) || nullish(b)) return null;
      const r = Math.pow(toNumber(a), toNumber(b));
      const k =
        numKind(a) === 'double' || numKind(b) === 'double' || !Number.isInteger(r)
          ? 'double'
          : numKind(a) === 'long' || numKind(b) === 'long'
            ? 'long'
            : 'int';
      return wrapNumber(r, k);
    },
    [2, 2],
  ),
  $round: fn(([v, p]) => roundTo(v, p, roundHalfEven)),
  $trunc: fn(([v, p]) => roundTo(v, p, Math.trunc)),
});

/** MongoDB's $round rounds half to even (2.5 → 2, 3.5 → 4). */
function roundHalfEven(x: number): number {
  const f = Math.floor(x);
  const d = x - f;
  if (d > 0.5) return f + 1;
  if (d < 0.5) return f;
  return f % 2 === 0 ? f : f + 1;
}

function roundTo(v: unknown, p: unknown, f: (x: number) => number): unknown {
  if (nullish(v)) return null;
  const places = nullish(p) ? 0 : toNumber(p);
  const k = numKind(v) ?? 'double';
  const m = Math.pow(10, places);
  const r = f(toNumber(v) * m) / m;
  return k === 'int' || k === 'long' ? wrapNumber(r, Number.isInteger(r) ? k : 'double') : wrapNumber(r, k);
}
