// Collection entity operations of the CRUD spec, each mapped onto the official driver's method.
// `cursor` results are arrays of root-level documents; everything else matches as one value.
import type { Document } from 'bson';
import type { Collection } from 'mongodb';

export type ResultKind = 'cursor' | 'value';

export interface CollectionOperation {
  /** Required parameters, in the driver method's argument order. */
  params: string[];
  kind: ResultKind;
  run(coll: Collection, params: any[], options: Document): Promise<unknown>;
}

const op = (params: string[], kind: ResultKind, run: CollectionOperation['run']): CollectionOperation => ({ params, kind, run });

export const COLLECTION_OPERATIONS: Record<string, CollectionOperation> = {
  aggregate: op(['pipeline'], 'cursor', (c, [pipeline], o) => c.aggregate(pipeline, o).toArray()),
  bulkWrite: op(['requests'], 'value', (c, [requests], o) => c.bulkWrite(requests, o)),
  count: op(['filter'], 'value', (c, [filter], o) => c.count(filter ?? {}, o)),
  countDocuments: op(['filter'], 'value', (c, [filter], o) => c.countDocuments(filter ?? {}, o)),
  estimatedDocumentCount: op([], 'value', (c, _p, o) => c.estimatedDocumentCount(o)),
  distinct: op(['fieldName', 'filter'], 'value', (c, [field, filter], o) => c.distinct(field, filter ?? {}, o)),
  find: op(['filter'], 'cursor', (c, [filter], o) => c.find(filter ?? {}, o).toArray()),
  // findOne's result is one root-level document; matching it as a one-element cursor would be wrong.
  findOne: op(['filter'], 'value', (c, [filter], o) => c.findOne(filter ?? {}, o)),
  findOneAndDelete: op(['filter'], 'value', (c, [filter], o) => c.findOneAndDelete(filter, o)),
  findOneAndReplace: op(['filter', 'replacement'], 'value', (c, [filter, repl], o) => c.findOneAndReplace(filter, repl, o)),
  findOneAndUpdate: op(['filter', 'update'], 'value', (c, [filter, update], o) => c.findOneAndUpdate(filter, update, o)),
  insertOne: op(['document'], 'value', (c, [doc], o) => c.insertOne(doc, o)),
  insertMany: op(['documents'], 'value', (c, [docs], o) => c.insertMany(docs, o)),
  updateOne: op(['filter', 'update'], 'value', (c, [filter, update], o) => c.updateOne(filter, update, o)),
  updateMany: op(['filter', 'update'], 'value', (c, [filter, update], o) => c.updateMany(filter, update, o)),
  replaceOne: op(['filter', 'replacement'], 'value', (c, [filter, repl], o) => c.replaceOne(filter, repl, o)),
  deleteOne: op(['filter'], 'value', (c, [filter], o) => c.deleteOne(filter, o)),
  deleteMany: op(['filter'], 'value', (c, [filter], o) => c.deleteMany(filter, o)),
  createIndex: op(['keys'], 'value', (c, [keys], o) => c.createIndex(keys, o)),
  dropIndex: op(['name'], 'value', (c, [name], o) => c.dropIndex(name, o)),
  dropIndexes: op([], 'value', (c, _p, o) => c.dropIndexes(o)),
  listIndexes: op([], 'cursor', (c, _p, o) => c.listIndexes(o).toArray()),
  listIndexNames: op([], 'value', async (c, _p, o) => (await c.listIndexes(o).toArray()).map((i) => i.name)),
  drop: op([], 'value', (c, _p, o) => c.drop(o)),
  rename: op(['to'], 'value', async (c, [to], o) => {
    await c.rename(to, o);
    return undefined;
  }),
};
