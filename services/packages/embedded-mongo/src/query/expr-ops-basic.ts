// Expression operators: arithmetic, comparison, boolean, conditional, variables and literals.
import { Double, Int32, Long } from 'bson';
import { isNumeric, numKind, toNumber } from './bson-types';
import { compileExpression, registerOperators, truthy, REMOVE, type Expr } from './expr';
import { aggCompare, argList, fn, nullish, objectArgs, typeName, withVars } from './expr-util';
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

function cmpOp(test: (c: number) => boolean) {
  return fn(([a, b], env) => test(aggCompare(a, b, env)), [2, 2]);
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

  $eq: cmpOp((c) => c === 0),
  $ne: cmpOp((c) => c !== 0),
  $gt: cmpOp((c) => c > 0),
  $gte: cmpOp((c) => c >= 0),
  $lt: cmpOp((c) => c < 0),
  $lte: cmpOp((c) => c <= 0),
  $cmp: fn(([a, b], env) => new Int32(Math.sign(aggCompare(a, b, env))), [2, 2]),

  $and: (a) => {
    const es = argList(a).map(compileExpression);
    return (env) => es.every((e) => truthy(e(env)));
  },
  $or: (a) => {
    const es = argList(a).map(compileExpression);
    return (env) => es.some((e) => truthy(e(env)));
  },
  $not: fn(([v]) => !truthy(v), [1, 1]),

  $cond: (a) => {
    let parts: unknown[];
    if (Array.isArray(a)) {
      if (a.length !== 3) throw mongoError(16020, `Expression $cond takes exactly 3 arguments. ${a.length} were passed in.`);
      parts = a;
    } else {
      const o = objectArgs(a, '$cond', ['if', 'then', 'else']);
      parts = [o.raw.if, o.raw.then, o.raw.else];
    }
    const [c, t, f] = parts.map(compileExpression);
    return (env) => (truthy(c(env)) ? t(env) : f(env));
  },
  $ifNull: (a) => {
    const es = argList(a).map(compileExpression);
    if (es.length < 2) throw mongoError(1257300, '$ifNull needs at least two arguments');
    return (env) => {
      for (let i = 0; i < es.length - 1; i++) {
        const v = es[i](env);
        if (!nullish(v) && v !== REMOVE) return v;
      }
      return es[es.length - 1](env);
    };
  },
  $switch: (a) => {
    const o = objectArgs(a, '$switch', ['branches'], ['default']);
    const branches = o.raw.branches;
    if (!Array.isArray(branches)) throw mongoError(40061, "$switch expected an array for 'branches'");
    const bs = branches.map((b) => {
      const x = objectArgs(b, '$switch', ['case', 'then']);
      return [x.case!, x.then!] as const;
    });
    const dflt = o.default;
    return (env) => {
      for (const [c, t] of bs) if (truthy(c(env))) return t(env);
      if (!dflt) throw mongoError(40066, '$switch could not find a matching branch for an input, and no default was specified.');
      return dflt(env);
    };
  },
  $literal: (a) => () => a,
  $let: (a) => {
    const o = objectArgs(a, '$let', ['vars', 'in']);
    const raw = o.raw.vars as Record<string, unknown>;
    const defs: [string, Expr][] = Object.keys(raw).map((k) => [k, compileExpression(raw[k])]);
    const body = o.in!;
    return (env) => {
      const vars: Record<string, unknown> = {};
      for (const [k, e] of defs) vars[k] = e(env);
      return body(withVars(env, vars));
    };
  },
  $rand: () => () => new Double(Math.random()),
  // Server-side JavaScript stays off, as $where is refused in queries.
  $function: () => {
    throw mongoError(31264, '$function is not allowed: server-side JavaScript is disabled');
  },
  $accumulator: () => {
    throw mongoError(31264, '$accumulator is not allowed: server-side JavaScript is disabled');
  },
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
