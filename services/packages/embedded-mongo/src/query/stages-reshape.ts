// Stages that reshape or generate documents: $replaceRoot/$replaceWith, $unwind, $sample, $documents,
// $listLocalSessions.
import { Long, type Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { mongoError } from './errors';
import { compileExpression, evaluate } from './expr';
import { typeName } from './expr-util';
import { toJsonish } from './format';
import { setField } from './add-fields';
import { mapIt } from './iter-util';
import type { PipelineContext } from './index';
import type { Stage, StageCompiler } from './pipeline';
import { getOwn, setOwn } from './own';

function replaceRoot(exprSpec: unknown, ctx: PipelineContext): Stage {
  const e = compileExpression(exprSpec);
  return (input) =>
    mapIt(input, (d) => {
      const r = evaluate(e, d, ctx.vars, ctx);
      if (!isPlainObject(r)) {
        throw mongoError(
          40228,
          `'replacement document' must evaluate to an object, but resulting value was: ${toJsonish(r === undefined ? 'MISSING' : r)}. Type of resulting value: '${typeName(r)}'. Input document: ${toJsonish(d)}`,
        );
      }
      return r;
    });
}

function* unwind(input: Iterable<Document>, path: string[], indexField: string | undefined, preserve: boolean): Iterable<Document> {
  const name = path[path.length - 1];
  for (const d of input) {
    let parent: unknown = d;
    for (let i = 0; i < path.length - 1 && isPlainObject(parent); i++) parent = getOwn(parent, path[i]);
    const v = isPlainObject(parent) ? getOwn(parent, name) : undefined;
    const emit = (value: unknown, idx: number | null, drop: boolean): Document => {
      const copy = setCopy(d, path, value, drop);
      if (indexField) setField(copy, indexField.split('.'), idx === null ? null : Long.fromNumber(idx));
      return copy;
    };
    if (Array.isArray(v) && v.length > 0) {
      for (let i = 0; i < v.length; i++) yield emit(v[i], i, false);
    } else if (Array.isArray(v) || v === undefined || v === null) {
      if (preserve) yield Array.isArray(v) ? emit(undefined, null, true) : emit(v, null, v === undefined);
    } else {
      yield emit(v, null, false);
    }
  }
}

function setCopy(doc: Document, path: string[], value: unknown, drop: boolean): Document {
  const out: Document = { ...doc };
  let cur = out;
  for (let i = 0; i < path.length - 1; i++) {
    const child = getOwn(cur, path[i]);
    const next = isPlainObject(child) ? { ...child } : {};
    setOwn(cur, path[i], next);
    cur = next;
  }
  if (drop) delete cur[path[path.length - 1]];
  else setOwn(cur, path[path.length - 1], value);
  return out;
}

export const RESHAPE_STAGES: Record<string, StageCompiler> = {
  $replaceRoot: (spec, ctx) => {
    if (!isPlainObject(spec) || !('newRoot' in spec)) throw mongoError(40231, 'no newRoot specified for the $replaceRoot stage');
    return replaceRoot(spec.newRoot, ctx);
  },
  $replaceWith: (spec, ctx) => replaceRoot(spec, ctx),
  $unwind: (spec) => {
    const o = typeof spec === 'string' ? { path: spec } : spec;
    if (!isPlainObject(o))
      throw mongoError(15981, `expected either a string or an object as specification for $unwind stage, got ${typeName(spec)}`);
    const path = o.path;
    if (typeof path !== 'string') throw mongoError(28812, 'no path specified to $unwind stage');
    if (!path.startsWith('$')) throw mongoError(28818, `path option to $unwind stage should be prefixed with a '$': ${path}`);
    const idx = o.includeArrayIndex;
    if (idx !== undefined && (typeof idx !== 'string' || idx.startsWith('$') || idx === '')) {
      throw mongoError(28822, "includeArrayIndex option to $unwind stage should not be prefixed with a '$'");
    }
    const preserve = o.preserveNullAndEmptyArrays;
    if (preserve !== undefined && typeof preserve !== 'boolean')
      throw mongoError(28809, 'expected a boolean for the preserveNullAndEmptyArrays option to $unwind stage');
    for (const k of Object.keys(o)) {
      if (!['path', 'includeArrayIndex', 'preserveNullAndEmptyArrays'].includes(k))
        throw mongoError(28811, `unrecognized option to $unwind stage: ${k}`);
    }
    return (input) => unwind(input, path.slice(1).split('.'), idx as string | undefined, !!preserve);
  },
  $sample: (spec) => {
    if (!isPlainObject(spec) || !isNumeric(spec.size)) throw mongoError(28745, 'size argument to $sample must be a number');
    const size = toNumber(spec.size);
    if (size < 0) throw mongoError(28747, 'size argument to $sample must not be negative');
    return function* (input) {
      const all = [...input];
      for (let i = all.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [all[i], all[j]] = [all[j], all[i]];
      }
      yield* all.slice(0, size);
    };
  },
  $listLocalSessions: (spec, ctx) => {
    if (!isPlainObject(spec)) throw mongoError(40394, '$listLocalSessions options must be an object');
    return function* () {
      if (ctx.localSessions) yield* ctx.localSessions();
    };
  },
  $documents: (spec, ctx) => {
    const e = compileExpression(spec);
    return function* () {
      const docs = evaluate(e, {}, ctx.vars, ctx);
      if (!Array.isArray(docs) || docs.some((d) => !isPlainObject(d)))
        throw mongoError(5858203, 'error during $documents evaluation: an array of objects is required');
      yield* docs as Document[];
    };
  },
};
