// insert: documents with their index entries, all in one transaction; _id first, as mongod stores it.
import type { Document } from 'bson';
import { ObjectId } from 'bson';
import { bracketOf, Bracket } from '../query/bson-types';
import type { CollectionState } from '../storage/catalog';
import type { EngineContext } from './context';
import { MongoCommandError, type WriteError, type WriteOptions } from './types';
import { validateDocument } from './validation';
import { toWriteError } from './write-errors';
import { assertNotView } from './views';

/** The stored form of a new document: `_id` present and first, and of an allowed type. */
export function prepareForInsert(doc: Document): Document {
  const id = doc._id === undefined ? new ObjectId() : doc._id;
  const b = bracketOf(id);
  if (b === Bracket.Array) throw new MongoCommandError(2, "can't use an array for _id", 'BadValue');
  if (b === Bracket.RegExp) throw new MongoCommandError(2, "can't use a regex for _id", 'BadValue');
  if (b === Bracket.Object) {
    const bad = Object.keys(id as Document).find((k) => k.startsWith('$'));
    if (bad) throw new MongoCommandError(2, `_id fields may not contain '$'-prefixed fields: ${bad} is not valid for storage.`, 'BadValue');
  }
  if (Object.keys(doc)[0] === '_id' && doc._id !== undefined) return doc;
  const { _id: _ignored, ...rest } = doc;
  return { _id: id, ...rest };
}

export function insertOne(ctx: EngineContext, state: CollectionState, doc: Document, bypassValidation = false): Document {
  const stored = prepareForInsert(doc);
  validateDocument(state, stored, undefined, bypassValidation);
  ctx.records.insert(state, stored);
  return stored;
}

export function insertDocuments(
  ctx: EngineContext,
  db: string,
  coll: string,
  docs: Document[],
  ordered: boolean,
  options: WriteOptions = {},
): { n: number; writeErrors: WriteError[] } {
  assertNotView(ctx, db, coll);
  return ctx.write(() => {
    const { state } = ctx.ensureCollection(db, coll);
    const writeErrors: WriteError[] = [];
    let n = 0;
    for (let i = 0; i < docs.length; i++) {
      try {
        insertOne(ctx, state, docs[i], options.bypassDocumentValidation);
        n++;
      } catch (err) {
        writeErrors.push(toWriteError(i, err));
        if (ordered) break;
      }
    }
    ctx.catalog.saveStats(state);
    return { n, writeErrors };
  });
}
