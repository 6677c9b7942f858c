// Grouping stages: $group, $sortByCount, $bucket.
import { Int32, type Document } from 'bson';
import { isPlainObject } from './bson-types';
import { compareValues } from './compare';
import { collatorFor } from './collation';
import { mongoError } from './errors';
import { compileExpression, REMOVE, type Env, type Expr } from './expr';
import { compileAccumulator, type Acc, type CompiledAcc } from './accumulators';
import { groupKey } from './group-key';
import { toJsonish } from './format';
import type { PipelineContext } from './index';
import type { Stage, StageCompiler } from './pipeline';
import { hasOwn, setOwn } from './own';

function foldFor(ctx: PipelineContext): ((s: string) => string) | undefined {
  if (!ctx.collation || !collatorFor(ctx.collation)) return undefined;
  const strength = Number(ctx.collation.strength ?? 3);
  if (strength >= 3) return undefined;
  return strength === 1 ? (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : (s) => s.toLowerCase();
}

function envOf(d: Document, ctx: PipelineContext): Env {
  return { root: d, current: d, vars: (ctx.vars ?? {}) as Record<string, unknown>, ctx };
}

function compileAccs(spec: Document, skip: string): CompiledAcc[] {
  return Object.keys(spec)
    .filter((k) => k !== skip)
    .map((k) => {
      if (k.startsWith('$')) throw mongoError(40236, `The field name '${k}' cannot be an operator name`);
      if (k.includes('.')) throw mongoError(40235, `The field name '${k}' cannot contain '.'`);
      return compileAccumulator(k, spec[k]);
    });
}

function groupStage(idExpr: Expr, accs: CompiledAcc[], ctx: PipelineContext): Stage {
  const fold = foldFor(ctx);
  return function* (input) {
    const groups = new Map<string, { id: unknown; states: Acc[] }>();
    for (const d of input) {
      const env = envOf(d, ctx);
      let id = idExpr(env);
      if (id === undefined || id === REMOVE) id = null;
      const key = groupKey(id, fold);
      let g = groups.get(key);
      if (!g) {
        g = { id, states: accs.map((a) => a.make()) };
        groups.set(key, g);
      }
      for (let i = 0; i < accs.length; i++) g.states[i].add(accs[i].expr(env), env);
    }
    for (const g of groups.values()) {
      const out: Document = { _id: g.id };
      for (let i = 0; i < accs.length; i++) setOwn(out, accs[i].field, g.states[i].result());
      yield out;
    }
  };
}

export const GROUP_STAGES: Record<string, StageCompiler> = {
  $group: (spec, ctx) => {
    if (!isPlainObject(spec)) throw mongoError(15947, "a group's fields must be specified in an object");
    if (!hasOwn(spec, '_id')) throw mongoError(15955, 'a group specification must include an _id');
    return groupStage(compileExpression(spec._id), compileAccs(spec, '_id'), ctx);
  },
  $sortByCount: (spec, ctx) => {
    if (!(typeof spec === 'string' && spec.startsWith('$')) && !(isPlainObject(spec) && Object.keys(spec)[0]?.startsWith('$'))) {
      throw mongoError(40148, 'the sortByCount field must be defined as a $-prefixed path or an expression');
    }
    const g = groupStage(compileExpression(spec), [compileAccumulator('count', { $sum: new Int32(1) })], ctx);
    return function* (input) {
      const rows = [...g(input)];
      rows.sort((a, b) => compareValues(b.count, a.count));
      yield* rows;
    };
  },
  $bucket: (spec, ctx) => {
    if (!isPlainObject(spec)) throw mongoError(40201, 'Argument to $bucket stage must be an object');
    const { groupBy, boundaries } = spec;
    if (groupBy === undefined || boundaries === undefined)
      throw mongoError(40198, "$bucket requires 'groupBy' and 'boundaries' to be specified.");
    if (!Array.isArray(boundaries) || boundaries.length < 2)
      throw mongoError(40192, "The $bucket 'boundaries' field must be an array of values. At least two boundaries must be specified");
    for (let i = 1; i < boundaries.length; i++) {
      if (compareValues(boundaries[i - 1], boundaries[i]) >= 0)
        throw mongoError(40194, "The 'boundaries' option to $bucket must be sorted in ascending order");
    }
    const hasDefault = hasOwn(spec, 'default');
    const by = compileExpression(groupBy);
    const output = isPlainObject(spec.output) ? spec.output : { count: { $sum: new Int32(1) } };
    const accs = compileAccs(output, '');
    return function* (input) {
      const buckets = new Map<number, Acc[]>();
      for (const d of input) {
        const env = envOf(d, ctx);
        const v = by(env);
        let idx = -1;
        if (compareValues(v, boundaries[0]) >= 0 && compareValues(v, boundaries[boundaries.length - 1]) < 0) {
          idx = boundaries.findIndex((_, i) => i + 1 < boundaries.length && compareValues(v, boundaries[i + 1]) < 0);
        } else if (!hasDefault) {
          throw mongoError(
            40066,
            `$switch could not find a matching branch for an input, and no default was specified. (value ${toJsonish(v)})`,
          );
        }
        let states = buckets.get(idx);
        if (!states) buckets.set(idx, (states = accs.map((a) => a.make())));
        for (let i = 0; i < accs.length; i++) states[i].add(accs[i].expr(env), env);
      }
      const order = [...buckets.keys()].sort((a, b) => (a === -1 ? 1 : b === -1 ? -1 : a - b));
      for (const idx of order) {
        const out: Document = { _id: idx === -1 ? spec.default : boundaries[idx] };
        const states = buckets.get(idx)!;
        for (let i = 0; i < accs.length; i++) setOwn(out, accs[i].field, states[i].result());
        yield out;
      }
    };
  },
};
