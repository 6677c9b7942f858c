// Write commands: insert, update, delete, findAndModify.
import { ObjectId, type Document } from 'bson';
import { MongoCommandError, type WriteError, type WriteOptions } from '../engine/types';
import { bool, collName, obj, type Handler } from './context';

function docs(cmd: Document, key: string): Document[] {
  const v = cmd[key];
  if (!Array.isArray(v)) throw new MongoCommandError(14, `BSON field '${key}' is the wrong type, expected type 'array'`, 'TypeMismatch');
  return v as Document[];
}

const UPDATE_FIELDS = new Set(['q', 'u', 'c', 'upsert', 'multi', 'arrayFilters', 'hint', 'collation', 'upsertSupplied', 'sort']);
const DELETE_FIELDS = new Set(['q', 'limit', 'hint', 'collation']);

/** MongoDB rejects the whole command for an unknown statement field. */
function checkFields(statement: Document, known: Set<string>, path: string): Document {
  for (const field of Object.keys(statement)) {
    if (!known.has(field)) throw new MongoCommandError(40415, `BSON field '${path}.${field}' is an unknown field.`, 'Location40415');
  }
  return statement;
}

export function writeOptions(cmd: Document): WriteOptions {
  return { bypassDocumentValidation: bool(cmd.bypassDocumentValidation) };
}

function ordered(cmd: Document): boolean {
  return cmd.ordered === undefined ? true : bool(cmd.ordered);
}

function reply(n: number, writeErrors: WriteError[], extra: Document = {}): Document {
  const out: Document = { n, ...extra };
  if (writeErrors.length) out.writeErrors = writeErrors;
  out.ok = 1;
  return out;
}

const insert: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'insert');
  const list = docs(cmd, 'documents').map((d) => (d._id === undefined ? { _id: new ObjectId(), ...d } : d));
  const r = ctx.engine.insert(db, coll, list, ordered(cmd), writeOptions(cmd));
  return reply(r.n, r.writeErrors);
};

/** 8.0's `sort` picks the document a single update takes; with `multi` it is a parse error of the command. */
export function updateSort(statement: Document): Document | undefined {
  const sort = obj(statement.sort, 'sort');
  if (sort && bool(statement.multi)) throw new MongoCommandError(9, 'Cannot specify sort with multi=true', 'FailedToParse');
  return sort;
}

const update: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'update');
  const statements = docs(cmd, 'updates')
    .map((u) => checkFields(u, UPDATE_FIELDS, 'update.updates'))
    .map((u) => ({
      q: obj(u.q, 'q') ?? {},
      u: u.u as Document | Document[],
      upsert: bool(u.upsert),
      multi: bool(u.multi),
      arrayFilters: u.arrayFilters as Document[] | undefined,
      hint: u.hint as Document | string | undefined,
      collation: obj(u.collation, 'collation'),
      sort: updateSort(u),
    }));
  const r = ctx.engine.update(db, coll, statements, ordered(cmd), obj(cmd.let, 'let'), writeOptions(cmd));
  return reply(r.n, r.writeErrors, { nModified: r.nModified, ...(r.upserted.length ? { upserted: r.upserted } : {}) });
};

const del: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'delete');
  const statements = docs(cmd, 'deletes')
    .map((d) => checkFields(d, DELETE_FIELDS, 'delete.deletes'))
    .map((d) => ({
      q: obj(d.q, 'q') ?? {},
      limit: d.limit === undefined ? 0 : Number(d.limit.valueOf()),
      hint: d.hint as Document | string | undefined,
      collation: obj(d.collation, 'collation'),
    }));
  const r = ctx.engine.delete(db, coll, statements, ordered(cmd), obj(cmd.let, 'let'));
  return reply(r.n, r.writeErrors);
};

const findAndModify: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, cmd.findAndModify !== undefined ? 'findAndModify' : 'findandmodify');
  if (!bool(cmd.remove) && cmd.update === undefined) {
    throw new MongoCommandError(9, 'Either an update or remove=true must be specified', 'FailedToParse');
  }
  const r = ctx.engine.findAndModify(db, coll, {
    query: obj(cmd.query, 'query'),
    sort: obj(cmd.sort, 'sort'),
    remove: bool(cmd.remove),
    update: cmd.update as Document | Document[] | undefined,
    new: bool(cmd.new),
    fields: obj(cmd.fields, 'fields'),
    upsert: bool(cmd.upsert),
    arrayFilters: cmd.arrayFilters as Document[] | undefined,
    hint: cmd.hint as Document | string | undefined,
    collation: obj(cmd.collation, 'collation'),
    let: obj(cmd.let, 'let'),
    bypassDocumentValidation: bool(cmd.bypassDocumentValidation),
  });
  return { lastErrorObject: r.lastErrorObject, value: r.value, ok: 1 };
};

export const writeCommands: Record<string, Handler> = {
  insert,
  update,
  delete: del,
  findandmodify: findAndModify,
};
