// findAndModify: the first document in `sort` order is removed or updated (or one is upserted),
// and the old or new version is returned, projected by `fields`.
import type { Document } from 'bson';
import { compileProjection } from '../query';
import type { EngineContext } from './context';
import { sortedMatches } from './read';
import { MongoCommandError, type FindAndModifyOutcome, type FindAndModifySpec } from './types';
import { updateTarget, upsertDocument, type UpdateCall } from './update';
import { assertNotView } from './views';

export function findAndModify(ctx: EngineContext, db: string, coll: string, spec: FindAndModifySpec): FindAndModifyOutcome {
  if (spec.remove && spec.update !== undefined)
    throw new MongoCommandError(9, 'Cannot specify both an update and remove=true', 'FailedToParse');
  if (spec.remove && spec.upsert) throw new MongoCommandError(9, 'Cannot specify both upsert=true and remove=true', 'FailedToParse');
  if (spec.remove && spec.new)
    throw new MongoCommandError(
      9,
      "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document",
      'FailedToParse',
    );
  const query = spec.query ?? {};
  const project = spec.fields && Object.keys(spec.fields).length ? compileProjection(spec.fields, query) : (d: Document) => d;
  assertNotView(ctx, db, coll);
  return ctx.write(() => {
    let state = ctx.catalog.get(db, coll);
    const qctx = ctx.queryContext(state, spec);
    let target;
    if (state)
      for (const t of sortedMatches(ctx, state, { filter: query, sort: spec.sort, hint: spec.hint, collation: qctx.collation }, qctx)) {
        target = t;
        break;
      }
    if (spec.remove) {
      if (!target || !state) return { value: null, lastErrorObject: { n: 0 } };
      ctx.records.remove(state, target.recordId, target.doc, target.size);
      ctx.catalog.saveStats(state);
      return { value: project(target.doc), lastErrorObject: { n: 1 } };
    }
    const call: UpdateCall = {
      u: spec.update!,
      arrayFilters: spec.arrayFilters,
      query,
      qctx,
      bypassValidation: spec.bypassDocumentValidation,
    };
    if (!target) {
      if (!spec.upsert) return { value: null, lastErrorObject: { n: 0, updatedExisting: false } };
      state ??= ctx.ensureCollection(db, coll).state;
      const doc = upsertDocument(ctx, state, call);
      ctx.catalog.saveStats(state);
      return { value: spec.new ? project(doc) : null, lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id } };
    }
    const updated = updateTarget(ctx, state!, target, call) ?? target.doc;
    ctx.catalog.saveStats(state!);
    return { value: project(spec.new ? updated : target.doc), lastErrorObject: { n: 1, updatedExisting: true } };
  });
}
