// Command-level `let` variables are expressions, evaluated once before the command runs. Evaluated sets
// are remembered so nested calls ($lookup sub-pipelines, $expr inside them) do not evaluate them twice.
import type { Document } from 'bson';
import { mongoError } from './errors';
import { compileExpression, evaluate } from './expr';
import type { QueryContext } from './index';
import { setOwn } from './own';

const evaluated = new WeakSet<Document>();

export function markEvaluated(vars: Document): Document {
  evaluated.add(vars);
  return vars;
}

export function resolveVars(vars: Document | undefined, ctx: QueryContext = {}): Document | undefined {
  if (!vars || evaluated.has(vars)) return vars;
  const out: Document = {};
  for (const k of Object.keys(vars)) {
    if (!/^[a-z\u0080-\uffff][\w\u0080-\uffff]*$/.test(k)) {
      throw mongoError(16870, `'${k}' starts with an invalid character for a user variable name`);
    }
    setOwn(out, k, evaluate(compileExpression(vars[k]), {}, out, { ...ctx, vars: out }));
  }
  return markEvaluated(out);
}

/** The context with its variables evaluated. */
export function withResolvedVars<T extends QueryContext>(ctx: T): T {
  if (!ctx.vars || evaluated.has(ctx.vars)) return ctx;
  return { ...ctx, vars: resolveVars(ctx.vars, ctx) };
}
