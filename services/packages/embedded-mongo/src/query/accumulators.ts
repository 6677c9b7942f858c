// $group accumulators, each a factory of per-group state with exact numeric sums.
import { Decimal128, Double, Int32, type Document } from 'bson';
import { isNumeric, isPlainObject, numKind, toNumber } from './bson-types';
import { compareValues } from './compare';
import { compileExpression, REMOVE, type Env, type Expr } from './expr';
import { aggCompare } from './expr-util';
import { mongoError } from './errors';
import { addNumbers, divideNumbers } from './numeric';

export interface Acc {
  add(v: unknown, env: Env): void;
  result(): unknown;
}

export type AccFactory = () => Acc;

function sum(): Acc {
  let total: unknown = new Int32(0);
  return {
    add(v) {
      if (isNumeric(v)) total = addNumbers(total, v);
    },
    result: () => total,
  };
}

function avg(): Acc {
  let total: unknown = new Int32(0);
  let n = 0;
  let decimal = false;
  return {
    add(v) {
      if (!isNumeric(v)) return;
      if (numKind(v) === 'decimal') decimal = true;
      total = addNumbers(total, v);
      n++;
    },
    result: () => (n === 0 ? null : decimal ? divideNumbers(total, Decimal128.fromString(String(n))) : new Double(toNumber(total) / n)),
  };
}

function extreme(dir: number): AccFactory {
  return () => {
    let best: unknown;
    return {
      add(v, env) {
        if (v === undefined || v === null) return;
        if (best === undefined || aggCompare(v, best, env) * dir > 0) best = v;
      },
      result: () => (best === undefined ? null : best),
    };
  };
}

function stdDev(sample: boolean): AccFactory {
  return () => {
    const xs: number[] = [];
    return {
      add(v) {
        if (isNumeric(v)) xs.push(toNumber(v));
      },
      result() {
        const n = xs.length;
        if (n === 0 || (sample && n === 1)) return null;
        const mean = xs.reduce((a, b) => a + b, 0) / n;
        const ss = xs.reduce((a, b) => a + (b - mean) ** 2, 0);
        return new Double(Math.sqrt(ss / (sample ? n - 1 : n)));
      },
    };
  };
}

const FACTORIES: Record<string, AccFactory> = {
  $sum: sum,
  $avg: avg,
  $min: extreme(-1),
  $max: extreme(1),
  $first: () => {
    let seen = false;
    let first: unknown = null;
    return { add(v) { if (!seen) { seen = true; first = v === undefined ? null : v; } }, result: () => first };
  },
  $last: () => {
    let last: unknown = null;
    return { add(v) { last = v === undefined ? null : v; }, result: () => last };
  },
  $push: () => {
    const xs: unknown[] = [];
    return { add(v) { if (v !== undefined) xs.push(v); }, result: () => xs };
  },
  $addToSet: () => {
    const xs: unknown[] = [];
    return {
      add(v) {
        if (v !== undefined && !xs.some((x) => compareValues(x, v) === 0)) xs.push(v);
      },
      result: () => xs,
    };
  },
  $mergeObjects: () => {
    const out: Document = {};
    return {
      add(v) {
        if (v === null || v === undefined) return;
        if (!isPlainObject(v)) throw mongoError(40400, '$mergeObjects requires object inputs');
        Object.assign(out, v);
      },
      result: () => out,
    };
  },
  $stdDevPop: stdDev(false),
  $stdDevSamp: stdDev(true),
};

/** $firstN / $lastN / $maxN / $minN: { input, n }, n evaluated against the first document of the group. */
function nAccumulator(op: string, arg: unknown): { expr: Expr; make: AccFactory } {
  if (!isPlainObject(arg) || !('input' in arg) || !('n' in arg)) throw mongoError(5787907, `${op} requires 'input' and 'n' fields`);
  const input = compileExpression(arg.input);
  const nExpr = compileExpression(arg.n);
  let n = -1;
  const expr: Expr = (env) => {
    if (n < 0) {
      const v = nExpr(env);
      if (!isNumeric(v) || toNumber(v) < 1 || !Number.isInteger(toNumber(v))) throw mongoError(5787908, `'n' must be a positive integer for ${op}`);
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
function topBottom(op: string, arg: unknown): { expr: Expr; make: AccFactory } {
  if (!isPlainObject(arg) || !isPlainObject(arg.sortBy) || !('output' in arg)) throw mongoError(5788003, `${op} requires 'sortBy' and 'output'`);
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

export interface CompiledAcc {
  field: string;
  expr: Expr;
  make: AccFactory;
}

export function compileAccumulator(field: string, spec: unknown): CompiledAcc {
  if (!isPlainObject(spec) || Object.keys(spec).length !== 1) {
    throw mongoError(40234, `The field '${field}' must be an accumulator object`);
  }
  const op = Object.keys(spec)[0];
  if (op === '$count') {
    if (!isPlainObject(spec.$count) || Object.keys(spec.$count).length) throw mongoError(5461500, '$count takes no arguments, i.e. $count:{}');
    return { field, expr: () => new Int32(1), make: sum };
  }
  if (['$firstN', '$lastN', '$maxN', '$minN'].includes(op)) return { field, ...nAccumulator(op, spec[op]) };
  if (['$top', '$bottom', '$topN', '$bottomN'].includes(op)) return { field, ...topBottom(op, spec[op]) };
  const make = FACTORIES[op];
  if (!make) throw mongoError(15952, `unknown group operator '${op}'`);
  const arg = spec[op];
  if (Array.isArray(arg)) throw mongoError(40237, `The ${op} accumulator is a unary operator`);
  const e = compileExpression(arg);
  return { field, expr: (env) => { const v = e(env); return v === REMOVE ? undefined : v; }, make };
}
