// Helpers shared by the expression operator tables.
import { compareWith, stringComparer } from './compare';
import { compileExpression, REMOVE, type Env, type Expr, type OpCompiler } from './expr';
import { mongoError } from './errors';
import { bsonTypeNumber, TYPE_NAMES } from './bson-types';

export function argList(a: unknown): unknown[] {
  return Array.isArray(a) ? a : [a];
}

/** An operator over its evaluated arguments (missing → undefined). */
export function fn(f: (vals: unknown[], env: Env) => unknown, arity?: [number, number]): OpCompiler {
  return (a, op) => {
    const list = argList(a);
    if (arity && (list.length < arity[0] || list.length > arity[1])) {
      const n = arity[0] === arity[1] ? `${arity[0]}` : `${arity[0]} to ${arity[1]}`;
      throw mongoError(16020, `Expression ${op} takes exactly ${n} arguments. ${list.length} were passed in.`);
    }
    const exprs = list.map(compileExpression);
    if (exprs.length === 1) {
      const e0 = exprs[0];
      return (env) => f([clean(e0(env))], env);
    }
    return (env) =>
      f(
        exprs.map((e) => clean(e(env))),
        env,
      );
  };
}

export function clean(v: unknown): unknown {
  return v === REMOVE ? undefined : v;
}

export const nullish = (v: unknown): boolean => v === null || v === undefined;

/** Aggregation comparison: like compareValues, but a missing value sorts below null. */
export function aggCompare(a: unknown, b: unknown, env: Env): number {
  if (a === undefined || b === undefined) {
    if (a === undefined && b === undefined) return 0;
    return a === undefined ? -1 : 1;
  }
  return compareWith(a, b, stringComparer(env.ctx));
}

export function typeName(v: unknown): string {
  if (v === undefined) return 'missing';
  return TYPE_NAMES[bsonTypeNumber(v)] ?? 'object';
}

/** A compiled object argument ({ input, as, cond … }) with required / optional keys checked. */
export function objectArgs(
  a: unknown,
  op: string,
  required: string[],
  optional: string[] = [],
): Record<string, Expr | undefined> & { raw: Record<string, unknown> } {
  if (a === null || typeof a !== 'object' || Array.isArray(a)) throw mongoError(15046, `${op} expects an object as its argument`);
  const raw = a as Record<string, unknown>;
  for (const k of Object.keys(raw)) {
    if (!required.includes(k) && !optional.includes(k)) throw mongoError(15046, `Unrecognized parameter to ${op}: ${k}`);
  }
  const out: Record<string, Expr | undefined> & { raw: Record<string, unknown> } = { raw } as never;
  for (const k of required) {
    if (!(k in raw)) throw mongoError(15046, `Missing '${k}' parameter to ${op}`);
    out[k] = compileExpression(raw[k]);
  }
  for (const k of optional) if (k in raw) out[k] = compileExpression(raw[k]);
  return out;
}

export function withVars(env: Env, vars: Record<string, unknown>): Env {
  return { root: env.root, current: env.current, vars: { ...env.vars, ...vars }, ctx: env.ctx };
}
