// Expression operators this layer does not implement itself (date parts, $dateToString, trigonometry …)
// go to mingo. Arguments are evaluated here first, so field paths and variables keep our semantics; BSON
// numeric wrappers are promoted to JS numbers at the boundary, and results come back as plain values.
import { computeValue, getOperator, initOptions, OpType } from 'mingo/core';
import 'mingo/init/system';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { compileExpression, REMOVE, setFallbackKnows, setFallbackOperator, type Expr } from './expr';
import { mongoError } from './errors';
import { setOwn } from './own';

const options = initOptions({});

function toMingo(v: unknown): unknown {
  if (isNumeric(v)) return toNumber(v);
  if (Array.isArray(v)) return v.map(toMingo);
  if (isPlainObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) setOwn(out, k, toMingo(v[k]));
    return out;
  }
  return v;
}

function lit(v: unknown): unknown {
  return { $literal: v === undefined || v === REMOVE ? null : toMingo(v) };
}

setFallbackKnows((op) => {
  try {
    return !!getOperator(OpType.EXPRESSION, op, options);
  } catch {
    return false;
  }
});

setFallbackOperator((args, op) => {
  let build: (env: Parameters<Expr>[0]) => unknown;
  if (Array.isArray(args)) {
    const es = args.map(compileExpression);
    build = (env) => es.map((e) => lit(e(env)));
  } else if (isPlainObject(args) && !Object.keys(args).some((k) => k.startsWith('$'))) {
    const es = Object.entries(args).map(([k, e]) => [k, compileExpression(e)] as const);
    build = (env) => Object.fromEntries(es.map(([k, e]) => [k, lit(e(env))]));
  } else {
    const e = compileExpression(args);
    build = (env) => lit(e(env));
  }
  return (env) => {
    try {
      return computeValue({}, { [op]: build(env) }, null, options);
    } catch (err) {
      throw mongoError(2, `${op}: ${(err as Error).message}`);
    }
  };
});
