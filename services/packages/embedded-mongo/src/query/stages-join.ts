// Stages that read other collections or sub-pipelines: $lookup, $unionWith, $facet.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { mongoError } from './errors';
import { compileExpression, type Expr } from './expr';
import { groupKey } from './group-key';
import { anyAtPath, splitPath, valuesAtPath } from './paths';
import { compilePipeline, runPipeline, type Stage, type StageCompiler } from './pipeline';
import type { PipelineContext } from './index';
import { markEvaluated } from './vars';
import { setOwn } from './own';

/**
 * Keys a foreign document offers at foreignField: what an equality query on that path sees (whole arrays,
 * their elements, null for a missing value), so a local value v joins exactly the documents {foreignField: v}
 * matches.
 */
function foreignKeys(doc: Document, parts: string[]): Set<string> {
  const keys = new Set<string>();
  anyAtPath(
    doc,
    parts,
    0,
    (v) => {
      keys.add(groupKey(v));
      return false;
    },
    true,
  );
  return keys;
}

/** Keys a local document looks up: the values at localField with arrays expanded, null when there are none. */
function localKeys(doc: Document, path: string): string[] {
  const vals = valuesAtPath(doc, path);
  return vals.length ? vals.map((v) => groupKey(v)) : [groupKey(null)];
}

function lookup(spec: unknown, ctx: PipelineContext): Stage {
  if (!isPlainObject(spec)) throw mongoError(9, 'the $lookup specification must be an Object');
  const { from, localField, foreignField, as, pipeline } = spec;
  if (typeof as !== 'string') throw mongoError(9, "must specify 'as' field for a $lookup");
  if (from !== undefined && typeof from !== 'string') throw mongoError(9, "$lookup 'from' field must be a string");
  const hasFields = localField !== undefined || foreignField !== undefined;
  if (hasFields && (typeof localField !== 'string' || typeof foreignField !== 'string')) {
    throw mongoError(9, "$lookup requires both or neither of 'localField' and 'foreignField' to be specified");
  }
  if (!hasFields && pipeline === undefined)
    throw mongoError(9, "$lookup requires either 'pipeline' or both 'localField' and 'foreignField' to be specified");
  if (pipeline !== undefined && !Array.isArray(pipeline)) throw mongoError(9, "$lookup argument 'pipeline' must be an array");
  const letSpec = isPlainObject(spec.let) ? spec.let : {};
  const lets: [string, Expr][] = Object.keys(letSpec).map((k) => [k, compileExpression(letSpec[k])]);
  if (pipeline)
    compilePipeline(pipeline as Document[], {
      ...ctx,
      vars: markEvaluated({ ...ctx.vars, ...Object.fromEntries(lets.map(([k]) => [k, null])) }),
    });
  return function* (input) {
    const foreign = typeof from === 'string' ? [...ctx.collection(from)] : [];
    let index: Map<string, Document[]> | undefined;
    const position = new Map<Document, number>();
    if (hasFields) {
      foreign.forEach((f, i) => position.set(f, i));
      index = new Map();
      for (const f of foreign) {
        for (const k of foreignKeys(f, splitPath(foreignField as string))) {
          let list = index.get(k);
          if (!list) index.set(k, (list = []));
          list.push(f);
        }
      }
    }
    for (const d of input) {
      let matched: Document[] = foreign;
      if (index) {
        const seen = new Set<Document>();
        matched = [];
        for (const k of localKeys(d, localField as string)) {
          for (const f of index.get(k) ?? []) {
            if (!seen.has(f)) {
              seen.add(f);
              matched.push(f);
            }
          }
        }
        matched.sort((a, b) => position.get(a)! - position.get(b)!);
      }
      if (pipeline) {
        const env = { root: d, current: d, vars: (ctx.vars ?? {}) as Record<string, unknown>, ctx };
        const vars = markEvaluated({ ...ctx.vars, ...Object.fromEntries(lets.map(([k, e]) => [k, e(env)])) });
        matched = [...runPipeline(matched, pipeline as Document[], { ...ctx, vars })];
      }
      yield { ...d, [as]: matched };
    }
  };
}

export const JOIN_STAGES: Record<string, StageCompiler> = {
  $lookup: lookup,
  $unionWith: (spec, ctx) => {
    const coll = typeof spec === 'string' ? spec : isPlainObject(spec) ? spec.coll : undefined;
    const pipeline = isPlainObject(spec) && Array.isArray(spec.pipeline) ? (spec.pipeline as Document[]) : [];
    if (typeof coll !== 'string' && !pipeline.length)
      throw mongoError(40396, '$unionWith stage without explicit collection must have a pipeline with $documents as first stage');
    compilePipeline(pipeline, ctx);
    return function* (input) {
      yield* input;
      const src = typeof coll === 'string' ? ctx.collection(coll) : [];
      yield* runPipeline(src, pipeline, ctx);
    };
  },
  $facet: (spec, ctx) => {
    if (!isPlainObject(spec) || Object.keys(spec).length === 0)
      throw mongoError(40169, 'the $facet specification must be a non-empty object');
    const facets = Object.keys(spec).map((k) => {
      const p = spec[k];
      if (!Array.isArray(p)) throw mongoError(40170, `arguments to $facet must be arrays, ${k} is type ${typeof p}`);
      for (const st of p as Document[]) {
        const name = isPlainObject(st) ? Object.keys(st)[0] : '';
        if (['$facet', '$out', '$merge', '$collStats', '$indexStats'].includes(name))
          throw mongoError(40600, `${name} is not allowed to be used within a $facet stage`);
      }
      compilePipeline(p as Document[], ctx);
      return [k, p as Document[]] as const;
    });
    return function* (input) {
      const docs = [...input];
      const out: Document = {};
      for (const [k, p] of facets) setOwn(out, k, [...runPipeline(docs, p, ctx)]);
      yield out;
    };
  },
};
