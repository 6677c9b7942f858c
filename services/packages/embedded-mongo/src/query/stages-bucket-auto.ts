// $bucketAuto: evenly filled buckets over the sorted groupBy values (no granularity series).
import { Int32, type Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { compareValues } from './compare';
import { mongoError } from './errors';
import { compileExpression, REMOVE, type Env } from './expr';
import { compileAccumulator } from './accumulators';
import type { PipelineContext } from './index';
import type { StageCompiler } from './pipeline';
import { setOwn } from './own';

const bucketAuto: StageCompiler = (spec, ctx: PipelineContext) => {
  if (!isPlainObject(spec)) throw mongoError(40240, 'The argument to $bucketAuto must be an object');
  if (spec.groupBy === undefined || spec.buckets === undefined)
    throw mongoError(40246, "$bucketAuto requires 'groupBy' and 'buckets' to be specified");
  if (!isNumeric(spec.buckets) || toNumber(spec.buckets) < 1 || !Number.isInteger(toNumber(spec.buckets))) {
    throw mongoError(40243, "The $bucketAuto 'buckets' field must be a positive integer");
  }
  if (spec.granularity !== undefined) throw mongoError(40257, "$bucketAuto 'granularity' is not supported by embedded-mongo");
  const by = compileExpression(spec.groupBy);
  const buckets = toNumber(spec.buckets);
  const output = isPlainObject(spec.output) ? spec.output : { count: { $sum: new Int32(1) } };
  const accs = Object.entries(output).map(([k, v]) => compileAccumulator(k, v));
  return function* (input) {
    const rows: { v: unknown; env: Env }[] = [];
    for (const d of input) {
      const env: Env = { root: d, current: d, vars: (ctx.vars ?? {}) as Record<string, unknown>, ctx };
      const v = by(env);
      rows.push({ v: v === undefined || v === REMOVE ? null : v, env });
    }
    rows.sort((a, b) => compareValues(a.v, b.v, ctx));
    const size = Math.ceil(rows.length / buckets);
    let i = 0;
    while (i < rows.length) {
      let end = Math.min(i + size, rows.length);
      // Equal values never straddle two buckets.
      while (end < rows.length && compareValues(rows[end].v, rows[end - 1].v, ctx) === 0) end++;
      const states = accs.map((a) => a.make());
      for (let j = i; j < end; j++) for (let k = 0; k < accs.length; k++) states[k].add(accs[k].expr(rows[j].env), rows[j].env);
      const max = end < rows.length ? rows[end].v : rows[end - 1].v;
      const out: Document = { _id: { min: rows[i].v, max } };
      accs.forEach((a, k) => setOwn(out, a.field, states[k].result()));
      yield out;
      i = end;
    }
  };
};

export const BUCKET_AUTO_STAGES: Record<string, StageCompiler> = { $bucketAuto: bucketAuto };
