// Accumulators that keep several values: $firstN $lastN $maxN $minN $top $bottom $topN $bottomN.
import { Double, type Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { compileExpression, REMOVE, type Expr } from './expr';
import { aggCompare } from './expr-util';
import { mongoError } from './errors';
import type { AccFactory } from './accumulators';

/** $firstN / $lastN / $maxN / $minN: { input, n }, n evaluated against the first document of the group. */
export function nAccumulator(op: string, arg: unknown): { expr: Expr; make: AccFactory } {
  if (!isPlainObject(arg) || !('input' in arg) || !('n' in arg)) throw mongoError(5787907, `${op} requires 'input' and 'n' fields`);
  const input = compileExpression(arg.input);
  const nExpr = compileExpression(arg.n);
  let n = -1;
  const expr: Expr = (env) => {
    if (n < 0) {
      const v = nExpr(env);
      if (!isNumeric(v) || toNumber(v) < 1 || !Number.isInteger(toNumber(v)))
        throw mongoError(5787908, `'n' must be a positive integer for ${op}`);
      n = toNumber(v);
    }
    const v = input(env);
    return v === REMOVE ? undefined : v;
  };
  const make: AccFactory = () => {
    const xs: unknown[] = [];
    return {
      add(v, env) {
        if (op === '$maxN' || op === '$minN') {
          if (v === undefined || v === null) return;
          xs.push(v);
          xs.sort((a, b) => (op === '$maxN' ? -1 : 1) * aggCompare(a, b, env));
          if (xs.length > n) xs.pop();
        } else {
          xs.push(v === undefined ? null : v);
          if (op === '$firstN' && xs.length > n) xs.pop();
          if (op === '$lastN' && xs.length > n) xs.shift();
        }
      },
      result: () => xs,
    };
  };
  return { expr, make };
}

/** $top / $bottom (and their N forms): { sortBy, output, n? }. */
export function topBottom(op: string, arg: unknown): { expr: Expr; make: AccFactory } {
  if (!isPlainObject(arg) || !isPlainObject(arg.sortBy) || !('output' in arg))
    throw mongoError(5788003, `${op} requires 'sortBy' and 'output'`);
  const sortBy = Object.entries(arg.sortBy as Document).map(([k, d]) => [compileExpression('$' + k), toNumber(d)] as const);
  const output = compileExpression(arg.output);
  const single = op === '$top' || op === '$bottom';
  const n = single ? 1 : toNumber(arg.n);
  const expr: Expr = (env) => ({ key: sortBy.map(([e]) => e(env)), out: output(env) });
  const make: AccFactory = () => {
    const rows: { key: unknown[]; out: unknown }[] = [];
    return {
      add(v, env) {
        rows.push(v as { key: unknown[]; out: unknown });
        rows.sort((a, b) => {
          for (let i = 0; i < sortBy.length; i++) {
            const c = aggCompare(a.key[i], b.key[i], env) * sortBy[i][1];
            if (c) return op.startsWith('$bottom') ? -c : c;
          }
          return 0;
        });
        if (rows.length > n) rows.pop();
      },
      result: () => {
        const outs = (op.startsWith('$bottom') ? [...rows].reverse() : rows).map((r) => (r.out === undefined ? null : r.out));
        return single ? (outs[0] ?? null) : outs;
      },
    };
  };
  return { expr, make };
}

/** Discrete percentile as MongoDB's 'approximate' method returns it on small inputs: a value of the data. */
export function percentiles(values: number[], ps: number[]): Double[] {
  const sorted = [...values].sort((a, b) => a - b);
  return ps.map((p) => new Double(sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]));
}

function percentileArgs(op: string, arg: unknown): { input: Expr; ps: number[] | undefined } {
  if (!isPlainObject(arg) || !('input' in arg)) throw mongoError(7436100, `${op} requires an 'input' field`);
  if (arg.method !== undefined && arg.method !== 'approximate' && arg.method !== 'discrete' && arg.method !== 'continuous') {
    throw mongoError(7436101, `Currently only 'approximate' can be used as percentile 'method'`);
  }
  let ps: number[] | undefined;
  if (op === '$percentile') {
    if (!Array.isArray(arg.p) || arg.p.length === 0 || arg.p.some((x) => !isNumeric(x) || toNumber(x) < 0 || toNumber(x) > 1)) {
      throw mongoError(7750301, "The $percentile 'p' field must be an array of numbers from [0.0, 1.0]");
    }
    ps = arg.p.map(toNumber);
  }
  return { input: compileExpression(arg.input), ps };
}

/** $percentile ({ input, p, method }) and $median ({ input, method }) as accumulators. */
export function percentileAccumulator(op: string, arg: unknown): { expr: Expr; make: AccFactory } {
  const { input, ps } = percentileArgs(op, arg);
  const make: AccFactory = () => {
    const xs: number[] = [];
    return {
      add(v) {
        if (isNumeric(v) && !Number.isNaN(toNumber(v))) xs.push(toNumber(v));
      },
      result: () => (xs.length === 0 ? (ps ? ps.map(() => null) : null) : ps ? percentiles(xs, ps) : percentiles(xs, [0.5])[0]),
    };
  };
  return { expr: (env) => input(env), make };
}
