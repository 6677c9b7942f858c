// Aggregation expressions compiled into closures over an environment (ROOT, CURRENT, $$variables).
import type { Document } from 'bson';
import { bsonTag, isNumeric, isPlainObject, toNumber } from './bson-types';
import { asDocument } from './as-document';
import { mongoError } from './errors';
import type { QueryContext } from './index';
import { getOwn, hasOwn, setOwn } from './own';

export interface Env {
  root: unknown;
  current: unknown;
  vars: Record<string, unknown>;
  ctx: QueryContext;
}

export type Expr = (env: Env) => unknown;
export type OpCompiler = (args: unknown, op: string) => Expr;

/** $$REMOVE: a field set to it is left out. */
export const REMOVE = Symbol('REMOVE');

const operators = new Map<string, OpCompiler>();

export function registerOperators(ops: Record<string, OpCompiler>): void {
  for (const [k, v] of Object.entries(ops)) operators.set(k, v);
}

let fallback: OpCompiler | undefined;
export function setFallbackOperator(f: OpCompiler): void {
  fallback = f;
}

export function truthy(v: unknown): boolean {
  if (v === undefined || v === null || v === false || v === REMOVE) return false;
  if (isNumeric(v)) return toNumber(v) !== 0;
  if (bsonTag(v) === 'Undefined') return false;
  return true;
}

/** Field path semantics of expressions: arrays map to the values of their elements (missing ones dropped). */
export function exprPath(v: unknown, parts: string[], i: number): unknown {
  if (i === parts.length) return v;
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    for (const e of v) {
      if (Array.isArray(e) || asDocument(e)) {
        const r = exprPath(e, parts, i);
        if (r !== undefined) out.push(r);
      }
    }
    return out;
  }
  const d = asDocument(v);
  if (d) return exprPath(getOwn(d, parts[i]), parts, i + 1);
  return undefined;
}

function compileVariable(s: string): Expr {
  const dot = s.indexOf('.');
  const name = dot < 0 ? s.slice(2) : s.slice(2, dot);
  const rest = dot < 0 ? [] : s.slice(dot + 1).split('.');
  let base: Expr;
  switch (name) {
    case 'ROOT':
      base = (env) => env.root;
      break;
    case 'CURRENT':
      base = (env) => env.current;
      break;
    case 'REMOVE':
      return () => REMOVE;
    case 'NOW':
      base = () => new Date();
      break;
    default:
      base = (env) => {
        if (!hasOwn(env.vars, name)) throw mongoError(17276, `Use of undefined variable: ${name}`);
        return env.vars[name];
      };
  }
  if (rest.length === 0) return base;
  return (env) => exprPath(base(env), rest, 0);
}

export function compileExpression(e: unknown): Expr {
  if (typeof e === 'string') {
    if (e.charCodeAt(0) !== 36) return () => e;
    if (e.startsWith('$$')) return compileVariable(e);
    if (e === '$') throw mongoError(16872, "'$' by itself is not a valid FieldPath");
    const parts = e.slice(1).split('.');
    if (parts.length === 1) {
      const k = parts[0];
      return (env) => (isPlainObject(env.current) ? getOwn(env.current, k) : undefined);
    }
    return (env) => exprPath(env.current, parts, 0);
  }
  if (Array.isArray(e)) {
    const items = e.map(compileExpression);
    return (env) =>
      items.map((f) => {
        const v = f(env);
        return v === undefined || v === REMOVE ? null : v;
      });
  }
  if (isPlainObject(e)) {
    const keys = Object.keys(e);
    if (keys.length > 0 && keys[0].startsWith('$')) {
      if (keys.length > 1) {
        throw mongoError(
          15983,
          `an expression specification must contain exactly one field, the name of the expression. Found ${keys.length} fields in ${JSON.stringify(e)}`,
        );
      }
      const op = keys[0];
      const compiler = operators.get(op) ?? fallback;
      if (!compiler || (!operators.has(op) && !fallbackKnows(op))) throw mongoError(168, `Unrecognized expression '${op}'`);
      return compiler(e[op], op);
    }
    const fields = keys.map((k) => {
      if (k.includes('.')) throw mongoError(16412, `FieldPath field names may not contain '.'. Consider using $getField or $setField.`);
      return [k, compileExpression(e[k])] as const;
    });
    return (env) => {
      const out: Document = {};
      for (const [k, f] of fields) {
        const v = f(env);
        if (v !== undefined && v !== REMOVE) setOwn(out, k, v);
      }
      return out;
    };
  }
  return () => e;
}

let fallbackKnows: (op: string) => boolean = () => false;
export function setFallbackKnows(f: (op: string) => boolean): void {
  fallbackKnows = f;
}

/** Evaluates a compiled expression against a document. */
export function evaluate(e: Expr, doc: unknown, vars: Document | undefined, ctx: QueryContext = {}): unknown {
  const v = e({ root: doc, current: doc, vars: (vars ?? ctx.vars ?? {}) as Record<string, unknown>, ctx });
  return v === REMOVE ? undefined : v;
}
