// The MongoDB 8.0 client bulk write (`bulkWrite` on admin): inserts, updates and deletes across
// namespaces. Each op runs as its own write (as mongod does: the command is not atomic) through the
// same engine calls as insert/update/delete, and answers one result document per op in a cursor.
import { ObjectId, type Document } from 'bson';
import { MongoCommandError, type WriteError } from '../engine/types';
import { bool, num, obj, type CommandContext, type Handler } from './context';
import { updateSort, writeOptions } from './write';

interface Namespace {
  db: string;
  coll: string;
}

interface Counts {
  nErrors: number;
  nInserted: number;
  nMatched: number;
  nModified: number;
  nUpserted: number;
  nDeleted: number;
}

function namespaces(cmd: Document): Namespace[] {
  if (!Array.isArray(cmd.nsInfo))
    throw new MongoCommandError(40414, "BSON field 'bulkWrite.nsInfo' is missing but a required field", 'Location40414');
  return (cmd.nsInfo as Document[]).map((entry) => {
    const ns = entry?.ns;
    const dot = typeof ns === 'string' ? ns.indexOf('.') : -1;
    if (dot <= 0 || dot === ns.length - 1)
      throw new MongoCommandError(73, `Invalid namespace specified '${String(ns)}'`, 'InvalidNamespace');
    return { db: ns.slice(0, dot), coll: ns.slice(dot + 1) };
  });
}

function target(nsList: Namespace[], index: unknown): Namespace {
  const i = num(index, 'nsInfo index');
  const ns = nsList[i];
  if (!ns)
    throw new MongoCommandError(
      2,
      `BulkWrite ops entry refers to namespace index ${i}, but nsInfo has ${nsList.length} entries`,
      'BadValue',
    );
  return ns;
}

/** A per-op error entry, with what duplicate-key and validation errors carry. */
function errorEntry(idx: number, err: WriteError | MongoCommandError, extra: Document): Document {
  const codeName = err instanceof MongoCommandError ? err.codeName : undefined;
  const message = err instanceof MongoCommandError ? err.message : err.errmsg;
  const details = err instanceof MongoCommandError ? err.extra : err;
  const out: Document = { ok: 0, idx, code: err.code, ...(codeName ? { codeName } : {}), errmsg: message, ...extra };
  for (const key of ['keyPattern', 'keyValue', 'errInfo'] as const) if (details[key] !== undefined) out[key] = details[key];
  return out;
}

/** Runs one op; returns its result entry (ok: 1 or ok: 0) and adds to the counts. */
function runOp(op: Document, idx: number, nsList: Namespace[], cmd: Document, ctx: CommandContext, counts: Counts): Document {
  const vars = obj(cmd.let, 'let');
  try {
    if (op.insert !== undefined) {
      const { db, coll } = target(nsList, op.insert);
      const doc = obj(op.document, 'document') ?? {};
      const r = ctx.engine.insert(db, coll, [doc._id === undefined ? { _id: new ObjectId(), ...doc } : doc], true, writeOptions(cmd));
      if (r.writeErrors.length) return errorEntry(idx, r.writeErrors[0], { n: 0 });
      counts.nInserted += r.n;
      return { ok: 1, idx, n: r.n };
    }
    if (op.update !== undefined) {
      const { db, coll } = target(nsList, op.update);
      const statement = {
        q: obj(op.filter, 'filter') ?? {},
        u: op.updateMods as Document | Document[],
        upsert: bool(op.upsert),
        multi: bool(op.multi),
        arrayFilters: op.arrayFilters as Document[] | undefined,
        hint: op.hint as Document | string | undefined,
        collation: obj(op.collation, 'collation'),
        sort: updateSort(op),
      };
      const r = ctx.engine.update(db, coll, [statement], true, vars, writeOptions(cmd));
      if (r.writeErrors.length) return errorEntry(idx, r.writeErrors[0], { n: 0, nModified: 0 });
      const upserted = r.upserted[0];
      counts.nMatched += upserted ? 0 : r.n;
      counts.nModified += r.nModified;
      counts.nUpserted += upserted ? 1 : 0;
      return { ok: 1, idx, n: r.n, nModified: r.nModified, ...(upserted ? { upserted: { _id: upserted._id } } : {}) };
    }
    if (op.delete !== undefined) {
      const { db, coll } = target(nsList, op.delete);
      const statement = {
        q: obj(op.filter, 'filter') ?? {},
        limit: bool(op.multi) ? 0 : 1,
        hint: op.hint as Document | string | undefined,
        collation: obj(op.collation, 'collation'),
      };
      const r = ctx.engine.delete(db, coll, [statement], true, vars);
      if (r.writeErrors.length) return errorEntry(idx, r.writeErrors[0], { n: 0 });
      counts.nDeleted += r.n;
      return { ok: 1, idx, n: r.n };
    }
    throw new MongoCommandError(40414, "BulkWrite ops entry must have one of 'insert', 'update' or 'delete'", 'Location40414');
  } catch (err) {
    // Storage failures and an expired maxTimeMS end the whole command, not one op.
    if (!(err instanceof MongoCommandError) || err.code === 50) throw err;
    return errorEntry(idx, err, op.update !== undefined ? { n: 0, nModified: 0 } : { n: 0 });
  }
}

const bulkWrite: Handler = (db, cmd, ctx) => {
  if (db !== 'admin') throw new MongoCommandError(13, 'bulkWrite may only be run against the admin database.', 'Unauthorized');
  if (!Array.isArray(cmd.ops))
    throw new MongoCommandError(40414, "BSON field 'bulkWrite.ops' is missing but a required field", 'Location40414');
  const nsList = namespaces(cmd);
  const ordered = cmd.ordered === undefined ? true : bool(cmd.ordered);
  const errorsOnly = bool(cmd.errorsOnly);
  const counts: Counts = { nErrors: 0, nInserted: 0, nMatched: 0, nModified: 0, nUpserted: 0, nDeleted: 0 };
  const entries: Document[] = [];
  const ops = cmd.ops as Document[];
  for (let idx = 0; idx < ops.length; idx++) {
    const entry = runOp(ops[idx], idx, nsList, cmd, ctx, counts);
    if (entry.ok === 0) counts.nErrors++;
    if (entry.ok === 0 || !errorsOnly) entries.push(entry);
    if (entry.ok === 0 && ordered) break;
  }
  const cursorOpt = obj(cmd.cursor, 'cursor');
  const { cursor } = ctx.cursors.open('admin.$cmd.bulkWrite', entries, num(cursorOpt?.batchSize, 'batchSize', Infinity));
  return { cursor, ...counts, ok: 1 };
};

export const bulkWriteCommands: Record<string, Handler> = { bulkwrite: bulkWrite };
