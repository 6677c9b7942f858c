// Pipeline-style updates: an array of $set/$addFields/$project/$unset/$replaceRoot/$replaceWith stages.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { mongoError } from './errors';
import { runPipeline } from './pipeline';
import type { UpdateOptions } from './index';

const ALLOWED = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export function applyPipelineUpdate(doc: Document, pipeline: Document[], opts: UpdateOptions): Document {
  for (const st of pipeline) {
    const name = isPlainObject(st) ? Object.keys(st)[0] : undefined;
    if (!name || !ALLOWED.has(name)) {
      throw mongoError(72, `${name ?? 'stage'} is not allowed to be used within an update`);
    }
  }
  const ctx = {
    vars: opts.vars,
    collation: opts.collation,
    collection: (): Iterable<Document> => {
      throw mongoError(72, 'pipeline updates cannot read other collections');
    },
  };
  const out = [...runPipeline([doc], pipeline, ctx)];
  if (out.length !== 1) throw mongoError(72, 'a pipeline update must produce exactly one document');
  const result = out[0];
  // The pipeline may drop or reorder _id; it stays the first field, with its original value when dropped.
  if (doc._id !== undefined) {
    const { _id, ...rest } = result;
    return { _id: _id === undefined ? doc._id : _id, ...rest };
  }
  return result;
}
