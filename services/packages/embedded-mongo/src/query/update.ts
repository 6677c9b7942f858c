// applyUpdate: operator updates, replacements and pipeline updates, with MongoDB's validation.
import type { Document } from 'bson';
import { compareValues } from './compare';
import { cloneDeep, identical } from './doc-util';
import { mongoError } from './errors';
import { toJsonish } from './format';
import { isReplacement } from './seed';
import { filtersOf } from './array-filters';
import { NON_CREATING, UPDATE_OPS, type OpEnv } from './update-ops';
import { resolveTargets } from './update-paths';
import { rename } from './update-rename';
import { stepsOf } from './update-steps';
import { recordedPosition } from './positional';
import { applyPipelineUpdate } from './update-pipeline';
import type { UpdateOptions } from './index';
import { withResolvedVars } from './vars';
import { setOwn } from './own';

const ID_CHANGED = () => mongoError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");

export function applyUpdate(doc: Document, update: Document | Document[], options: UpdateOptions): { doc: Document; modified: boolean } {
  const opts = withResolvedVars(options);
  let out: Document;
  if (Array.isArray(update)) {
    out = applyPipelineUpdate(doc, update, opts);
  } else if (isReplacement(update)) {
    out = replace(doc, update);
  } else {
    out = applyOperators(doc, update, opts);
  }
  checkId(doc, out, !Array.isArray(update) && !isReplacement(update));
  // MongoDB stores _id as the first field.
  if (out._id !== undefined && Object.keys(out)[0] !== '_id') {
    const { _id, ...rest } = out;
    out = { _id, ...rest };
  }
  return { doc: out, modified: !identical(doc, out) };
}

function checkId(before: Document, after: Document, operators: boolean): void {
  if (before._id === undefined) return;
  if (after._id === undefined || compareValues(before._id, after._id) !== 0 || !identical(before._id, after._id)) {
    if (after._id === undefined || operators) throw ID_CHANGED();
    throw mongoError(
      66,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${toJsonish(after._id)}`,
    );
  }
}

function replace(doc: Document, replacement: Document): Document {
  const out: Document = {};
  const id = doc._id !== undefined ? doc._id : replacement._id;
  if (id !== undefined) out._id = id;
  if (replacement._id !== undefined && doc._id !== undefined && compareValues(replacement._id, doc._id) !== 0) {
    throw mongoError(
      66,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${toJsonish(replacement._id)}`,
    );
  }
  for (const k of Object.keys(replacement)) if (k !== '_id') setOwn(out, k, cloneDeep(replacement[k]));
  return out;
}
function applyOperators(doc: Document, update: Document, opts: UpdateOptions): Document {
  const steps = stepsOf(update);
  const filters = filtersOf(opts, steps);
  const out = cloneDeep(doc);
  const env: OpEnv = { doc: out, opts };
  // Paths with $[] / $[id] can only be checked for overlap once their elements are known.
  const written: string[] = [];
  let position: number | undefined | null = null;
  const positionOf = () => (position === null ? (position = recordedPosition(doc, opts.query, opts)) : position);
  for (const s of steps) {
    if (s.op === '$setOnInsert' && !opts.isInsert) continue;
    if (s.parts[0] === '_id' && s.op !== '$set' && s.op !== '$setOnInsert' && doc._id !== undefined) throw ID_CHANGED();
    if (s.op === '$rename') {
      rename(out, s, opts, filters);
      continue;
    }
    const r = { opts, filters, rawPath: s.path, position: positionOf };
    const targets = resolveTargets(out, s.parts, r, !NON_CREATING.has(s.op));
    if (s.parts.some((p) => p.startsWith('$['))) {
      for (const t of targets) {
        if (written.some((w) => w === t.path || w.startsWith(t.path + '.') || t.path.startsWith(w + '.'))) {
          throw mongoError(40, `Update created a conflict at '${t.path}'`);
        }
        written.push(t.path);
      }
    }
    for (const t of targets) UPDATE_OPS[s.op](t, s.arg, env);
  }
  return out;
}
