// runPipeline: each stage is a generator over the previous one, so streaming stages stay lazy and only
// blocking stages ($sort, $group, $facet, $sample, $bucket) materialize their input.
import type { Document } from 'bson';
import { isPlainObject, toNumber } from './bson-types';
import { topDocuments } from './sort';
import { mongoError } from './errors';
import { BASIC_STAGES } from './stages-basic';
import { GROUP_STAGES } from './stages-group';
import { JOIN_STAGES } from './stages-join';
import { RESHAPE_STAGES } from './stages-reshape';
import { GRAPH_STAGES } from './stages-graph';
import { WINDOW_STAGES } from './stages-window';
import { BUCKET_AUTO_STAGES } from './stages-bucket-auto';
import type { PipelineContext } from './index';
import { withResolvedVars } from './vars';
import { tick } from '../engine/time-limit';

export type Stage = (input: Iterable<Document>) => Iterable<Document>;
export type StageCompiler = (spec: unknown, ctx: PipelineContext, name: string) => Stage;

const STAGES: Record<string, StageCompiler> = {
  ...BASIC_STAGES,
  ...RESHAPE_STAGES,
  ...GROUP_STAGES,
  ...JOIN_STAGES,
  ...GRAPH_STAGES,
  ...WINDOW_STAGES,
  ...BUCKET_AUTO_STAGES,
};

/** Compiles a pipeline once (errors surface before any document is read). */
export function compilePipeline(pipeline: Document[], ctx: PipelineContext): Stage[] {
  if (!Array.isArray(pipeline)) throw mongoError(14, "'pipeline' option must be specified as an array");
  const stages: Stage[] = [];
  for (let i = 0; i < pipeline.length; i++) {
    const st = pipeline[i];
    const next = pipeline[i + 1];
    // $sort directly followed by $limit keeps only the top documents, as MongoDB coalesces them.
    if (isPlainObject(st) && '$sort' in st && isPlainObject(next) && Object.keys(next).length === 1 && '$limit' in next) {
      compileStage(st, ctx);
      const limitStage = compileStage(next, ctx);
      const limit = toNumber(next.$limit);
      stages.push(function* (input) {
        yield* limitStage(topDocuments(input, st.$sort as Document, limit, ctx));
      });
      i++;
      continue;
    }
    stages.push(compileStage(st, ctx));
  }
  return stages;
}

function compileStage(st: unknown, ctx: PipelineContext): Stage {
  if (!isPlainObject(st)) throw mongoError(14, "Each element of the 'pipeline' array must be an object");
  const keys = Object.keys(st);
  if (keys.length !== 1) throw mongoError(40323, 'A pipeline stage specification object must contain exactly one field.');
  const name = keys[0];
  const compiler = Object.hasOwn(STAGES, name) ? STAGES[name] : undefined;
  if (!compiler) {
    if (name === '$out' || name === '$merge') throw mongoError(40601, `${name} can only be the final stage in the pipeline`);
    if (name === '$changeStream') throw mongoError(40573, 'The $changeStream stage is only supported on replica sets');
    if (name === '$geoNear') throw mongoError(115, '$geoNear is not supported by embedded-mongo: geospatial queries are refused');
    throw mongoError(40324, `Unrecognized pipeline stage name: '${name}'`);
  }
  return compiler(st[name], ctx, name);
}

export function runPipeline(source: Iterable<Document>, pipeline: Document[], ctx: PipelineContext): Iterable<Document> {
  const stages = compilePipeline(pipeline, withResolvedVars(ctx));
  let it: Iterable<Document> = source;
  for (const s of stages) it = timed(s(it));
  return it;
}

/** Every stage's output counts against the command's maxTimeMS, so in-memory stages stop too. */
function* timed(input: Iterable<Document>): Iterable<Document> {
  for (const d of input) {
    tick();
    yield d;
  }
}
