// The writing stages of a pipeline, run by the engine after the query layer produced the documents:
// $out replaces the target collection's documents (keeping its indexes); $merge folds them in.
import { ObjectId, type Document } from 'bson';
import { applyUpdate } from '../query';
import { idPrefix, prefixRange, scanRange, recordIdOf } from '../storage/store';
import { deserializeDocument } from '../storage/records';
import { formatDocument } from '../storage/dup-key';
import type { EngineContext } from './context';
import { insertOne, prepareForInsert } from './insert';
import { matching } from './read';
import { MongoCommandError } from './types';
import { getOwn, setOwn } from '../query/own';

function target(db: string, spec: unknown, stage: string): { db: string; coll: string } {
  if (typeof spec === 'string') return { db, coll: spec };
  if (spec && typeof spec === 'object') {
    const s = spec as Document;
    const coll = s.coll;
    if (typeof coll === 'string') return { db: typeof s.db === 'string' ? s.db : db, coll };
  }
  throw new MongoCommandError(2, `${stage} needs a collection name or { db, coll }`, 'BadValue');
}

export function runOut(ctx: EngineContext, db: string, spec: unknown, docs: Document[]): void {
  const to = target(db, spec, '$out');
  ctx.write(() => {
    const { state } = ctx.ensureCollection(to.db, to.coll);
    const existing = [...scanRange(ctx.store.docs, prefixRange(idPrefix(state.meta.id)))];
    for (const { key, value } of existing) ctx.records.remove(state, recordIdOf(key), deserializeDocument(value), value.length);
    for (const doc of docs) insertOne(ctx, state, doc);
    ctx.catalog.saveStats(state);
  });
}

export function runMerge(ctx: EngineContext, db: string, spec: unknown, docs: Document[], vars?: Document): void {
  const s: Document =
    typeof spec === 'string' || (spec && typeof spec === 'object' && !('into' in (spec as Document))) ? { into: spec } : (spec as Document);
  const to = target(db, s.into, '$merge');
  const on: string[] = s.on === undefined ? ['_id'] : Array.isArray(s.on) ? s.on.map(String) : [String(s.on)];
  const whenMatched = s.whenMatched ?? 'merge';
  const whenNotMatched = s.whenNotMatched ?? 'insert';
  ctx.write(() => {
    const { state } = ctx.ensureCollection(to.db, to.coll);
    for (const raw of docs) {
      const doc = raw._id === undefined && on.includes('_id') ? prepareForInsert({ ...raw, _id: new ObjectId() }) : raw;
      const filter: Document = {};
      for (const f of on) setOwn(filter, f, { $eq: getOwn(doc, f) ?? null });
      let found;
      for (const m of matching(ctx, state, { filter }, {})) {
        found = m;
        break;
      }
      if (!found) {
        if (whenNotMatched === 'discard') continue;
        if (whenNotMatched === 'fail')
          throw new MongoCommandError(
            13113,
            '$merge could not find a matching document in the target collection for at least one document in the source collection',
            'MergeStageNoMatchingDocument',
          );
        insertOne(ctx, state, doc);
        continue;
      }
      let next: Document | undefined;
      if (whenMatched === 'keepExisting') continue;
      if (whenMatched === 'fail') {
        const keyPattern = Object.fromEntries(on.map((f) => [f, 1]));
        const keyValue = Object.fromEntries(on.map((f) => [f, getOwn(doc, f) ?? null]));
        const indexName = on
          .map((f) => `${f}_1`)
          .join('_')
          .replace(/^_id_1$/, '_id_');
        throw new MongoCommandError(
          11000,
          `E11000 duplicate key error collection: ${state.ns} index: ${indexName} dup key: ${formatDocument(keyValue)}`,
          'DuplicateKey',
          { keyPattern, keyValue },
        );
      }
      if (whenMatched === 'replace') next = { _id: found.doc._id, ...doc };
      else if (whenMatched === 'merge') next = { ...found.doc, ...doc };
      else if (Array.isArray(whenMatched)) next = applyUpdate(found.doc, whenMatched, { vars: { ...vars, new: doc }, isInsert: false }).doc;
      else throw new MongoCommandError(2, `unsupported $merge whenMatched mode: ${String(whenMatched)}`, 'BadValue');
      ctx.records.replace(state, found.recordId, found.doc, found.size, { _id: found.doc._id, ...next });
    }
    ctx.catalog.saveStats(state);
  });
}
