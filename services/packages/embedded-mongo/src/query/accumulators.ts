// $group accumulators, each a factory of per-group state with exact numeric sums.
import { Decimal128, Double, Int32, type Document } from 'bson';
import { isNumeric, isPlainObject, numKind, toNumber } from './bson-types';
import { compareValues } from './compare';
import { compileExpression, REMOVE, type Env, type Expr } from './expr';
import { aggCompare } from './expr-util';
import { mongoError } from './errors';
import { addNumbers, divideNumbers } from './numeric';
import { nAccumulator, percentileAccumulator, topBottom } from './accumulators-n';
import { assignOwn } from './own';

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
    return {
      add(v) {
        if (!seen) {
          seen = true;
          first = v === undefined ? null : v;
        }
      },
      result: () => first,
    };
  },
  $last: () => {
    let last: unknown = null;
    return {
      add(v) {
        last = v === undefined ? null : v;
      },
      result: () => last,
    };
  },
  $push: () => {
    const xs: unknown[] = [];
    return {
      add(v) {
        if (v !== undefined) xs.push(v);
      },
      result: () => xs,
    };
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
        assignOwn(out, v);
      },
      result: () => out,
    };
  },
  $stdDevPop: stdDev(false),
  $stdDevSamp: stdDev(true),
};
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
    if (!isPlainObject(spec.$count) || Object.keys(spec.$count).length)
      throw mongoError(5461500, '$count takes no arguments, i.e. $count:{}');
    return { field, expr: () => new Int32(1), make: sum };
  }
  if (['$firstN', '$lastN', '$maxN', '$minN'].includes(op)) return { field, ...nAccumulator(op, spec[op]) };
  if (['$top', '$bottom', '$topN', '$bottomN'].includes(op)) return { field, ...topBottom(op, spec[op]) };
  if (op === '$percentile' || op === '$median') return { field, ...percentileAccumulator(op, spec[op]) };
  const make = Object.hasOwn(FACTORIES, op) ? FACTORIES[op] : undefined;
  if (!make) throw mongoError(15952, `unknown group operator '${op}'`);
  const arg = spec[op];
  if (Array.isArray(arg)) throw mongoError(40237, `The ${op} accumulator is a unary operator`);
  const e = compileExpression(arg);
  return {
    field,
    expr: (env) => {
      const v = e(env);
      return v === REMOVE ? undefined : v;
    },
    make,
  };
}
