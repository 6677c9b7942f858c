// Expression operators: comparison, boolean, conditional, variables and literals.
import { Double, Int32 } from 'bson';
import { compileExpression, registerOperators, truthy, REMOVE, type Expr } from './expr';
import { aggCompare, argList, fn, nullish, objectArgs, withVars } from './expr-util';
import { mongoError } from './errors';
import { setOwn } from './own';

function cmpOp(test: (c: number) => boolean) {
  return fn(([a, b], env) => test(aggCompare(a, b, env)), [2, 2]);
}

registerOperators({
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
      for (const [k, e] of defs) setOwn(vars, k, e(env));
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
