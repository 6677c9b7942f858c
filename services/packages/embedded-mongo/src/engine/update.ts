// update: each statement finds its targets through the planner (materialised first, so rewriting
// index entries cannot make a scan see a document twice), applies the query layer's update, and
// writes documents and index entries in the command's one transaction.
import type { Document } from 'bson';
import { applyUpdate, isReplacement, upsertSeed, valuesEqual, type QueryContext } from '../query';
import type { CollectionState } from '../storage/catalog';
import type { EngineContext } from './context';
import type { Fetched } from './executor';
import { prepareForInsert } from './insert';
import { matching, sortedMatches } from './read';
import { MongoCommandError, type UpdateOutcome, type UpdateStatement, type WriteOptions } from './types';
import { validateDocument } from './validation';
import { toWriteError } from './write-errors';
import { assertNotView } from './views';

export interface UpdateCall {
  u: Document | Document[];
  arrayFilters?: Document[];
  query: Document;
  qctx: QueryContext;
  bypassValidation?: boolean;
}

function idFirst(doc: Document, id: unknown): Document {
  if (Object.keys(doc)[0] === '_id') return doc;
  const { _id: _drop, ...rest } = doc;
  return { _id: id, ...rest };
}

/** Applies the update to one stored document; returns the new document, or undefined if unchanged. */
export function updateTarget(ctx: EngineContext, state: CollectionState, target: Fetched, call: UpdateCall): Document | undefined {
  const replacement = isReplacement(call.u);
  const { doc, modified } = applyUpdate(target.doc, call.u, {
    ...call.qctx,
    arrayFilters: call.arrayFilters,
    isInsert: false,
    query: call.query,
  });
  if (!modified) return undefined;
  const oldId = target.doc._id;
  if (doc._id === undefined && replacement) doc._id = oldId;
  if (doc._id === undefined || !valuesEqual(doc._id, oldId)) {
    throw new MongoCommandError(66, "Performing an update on the path '_id' would modify the immutable field '_id'", 'ImmutableField');
  }
  const stored = idFirst(doc, doc._id);
  validateDocument(state, stored, target.doc, call.bypassValidation);
  ctx.records.replace(state, target.recordId, target.doc, target.size, stored);
  return stored;
}

/** The document an upsert inserts: the query's equality fields, then the update (with $setOnInsert). */
export function upsertDocument(ctx: EngineContext, state: CollectionState, call: UpdateCall): Document {
  const seed = upsertSeed(call.query);
  let doc: Document;
  if (isReplacement(call.u)) {
    doc = { ...(call.u as Document) };
    if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  } else {
    doc = applyUpdate(seed, call.u, { ...call.qctx, arrayFilters: call.arrayFilters, isInsert: true, query: call.query }).doc;
  }
  const stored = prepareForInsert(doc);
  validateDocument(state, stored, undefined, call.bypassValidation);
  ctx.records.insert(state, stored);
  return stored;
}

function runStatement(
  ctx: EngineContext,
  db: string,
  coll: string,
  st: UpdateStatement,
  vars: Document | undefined,
  options: WriteOptions,
): { n: number; nModified: number; upserted?: unknown } {
  if (st.multi && isReplacement(st.u) && !Array.isArray(st.u)) {
    throw new MongoCommandError(9, 'multi update is not supported for replacement-style update', 'FailedToParse');
  }
  let state = ctx.catalog.get(db, coll);
  const qctx = ctx.queryContext(state, { collation: st.collation, let: vars });
  const call: UpdateCall = {
    u: st.u,
    arrayFilters: st.arrayFilters,
    query: st.q,
    qctx,
    bypassValidation: options.bypassDocumentValidation,
  };
  const spec = { filter: st.q, hint: st.hint, collation: qctx.collation, sort: st.multi ? undefined : st.sort };
  const targets: Fetched[] = [];
  if (state) {
    if (st.multi) targets.push(...matching(ctx, state, spec, qctx));
    else
      for (const t of sortedMatches(ctx, state, spec, qctx)) {
        targets.push(t);
        break;
      }
  }
  if (targets.length === 0) {
    if (!st.upsert) return { n: 0, nModified: 0 };
    state ??= ctx.ensureCollection(db, coll).state;
    const doc = upsertDocument(ctx, state, call);
    return { n: 1, nModified: 0, upserted: doc._id };
  }
  let nModified = 0;
  for (const t of targets) if (updateTarget(ctx, state!, t, call)) nModified++;
  return { n: targets.length, nModified };
}

export function updateDocuments(
  ctx: EngineContext,
  db: string,
  coll: string,
  statements: UpdateStatement[],
  ordered: boolean,
  vars?: Document,
  options: WriteOptions = {},
): UpdateOutcome {
  assertNotView(ctx, db, coll);
  return ctx.write(() => {
    const out: UpdateOutcome = { n: 0, nModified: 0, upserted: [], writeErrors: [] };
    for (let i = 0; i < statements.length; i++) {
      try {
        const r = runStatement(ctx, db, coll, statements[i], vars, options);
        out.n += r.n;
        out.nModified += r.nModified;
        if (r.upserted !== undefined) out.upserted.push({ index: i, _id: r.upserted });
      } catch (err) {
        out.writeErrors.push(toWriteError(i, err));
        if (ordered) break;
      }
    }
    const state = ctx.catalog.get(db, coll);
    if (state) ctx.catalog.saveStats(state);
    return out;
  });
}
