// Database / collection / index administration commands.
import { type Document } from 'bson';
import { MongoCommandError, type IndexSpec } from '../engine/types';
import { GENERIC_FIELDS, bool, collName, num, obj, type Handler } from './context';
import { setOwn } from '../query/own';

const listDatabases: Handler = (_db, cmd, ctx) => {
  const filter = obj(cmd.filter, 'filter');
  let dbs = ctx.engine.listDatabases();
  if (filter && typeof filter.name === 'string') dbs = dbs.filter((d) => d.name === filter.name);
  if (bool(cmd.nameOnly)) return { databases: dbs.map((d) => ({ name: d.name })), ok: 1 };
  const totalSize = dbs.reduce((s, d) => s + d.sizeOnDisk, 0);
  return { databases: dbs, totalSize, totalSizeMb: Math.floor(totalSize / 1048576), ok: 1 };
};

const listCollections: Handler = (db, cmd, ctx) => {
  const infos = ctx.engine.listCollections(db, obj(cmd.filter, 'filter'));
  const list: Document[] = bool(cmd.nameOnly) ? infos.map((i) => ({ name: i.name, type: i.type })) : infos;
  const cursorOpt = obj(cmd.cursor, 'cursor');
  return ctx.cursors.open(`${db}.$cmd.listCollections`, list, num(cursorOpt?.batchSize, 'batchSize', Infinity));
};

const create: Handler = (db, cmd, ctx) => {
  const options: Document = {};
  for (const [k, v] of Object.entries(cmd)) if (k !== 'create' && !GENERIC_FIELDS.has(k)) setOwn(options, k, v);
  ctx.engine.createCollection(db, collName(cmd, 'create'), options);
  return { ok: 1 };
};

const collMod: Handler = (db, cmd, ctx) => {
  const changes: Document = {};
  for (const [k, v] of Object.entries(cmd)) if (k !== 'collMod' && !GENERIC_FIELDS.has(k)) setOwn(changes, k, v);
  const reply = ctx.engine.modifyCollection(db, collName(cmd, 'collMod'), changes);
  return { ...(reply ?? {}), ok: 1 };
};

const drop: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'drop');
  // MongoDB 7 reports success for a missing collection.
  const existed = ctx.engine.dropCollection(db, coll);
  return existed ? { ns: `${db}.${coll}`, ok: 1 } : { ok: 1 };
};

const dropDatabase: Handler = (db, _cmd, ctx) => {
  ctx.engine.dropDatabase(db);
  return { dropped: db, ok: 1 };
};

const createIndexes: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'createIndexes');
  if (!Array.isArray(cmd.indexes)) throw new MongoCommandError(14, "'indexes' must be an array", 'TypeMismatch');
  const specs = (cmd.indexes as Document[]).map((i) => {
    const spec: Document = { ...i };
    if (i.expireAfterSeconds !== undefined) spec.expireAfterSeconds = num(i.expireAfterSeconds, 'expireAfterSeconds');
    if (i.unique !== undefined) spec.unique = bool(i.unique);
    if (i.sparse !== undefined) spec.sparse = bool(i.sparse);
    return spec as IndexSpec;
  });
  return { ...ctx.engine.createIndexes(db, coll, specs), ok: 1 };
};

const listIndexes: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'listIndexes');
  const cursorOpt = obj(cmd.cursor, 'cursor');
  const specs = ctx.engine.listIndexes(db, coll).map((s) => ({ v: 2, ...s }));
  return ctx.cursors.open(`${db}.${coll}`, specs, num(cursorOpt?.batchSize, 'batchSize', Infinity));
};

const dropIndexes: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'dropIndexes');
  return { ...ctx.engine.dropIndexes(db, coll, cmd.index as string | string[] | Document), ok: 1 };
};

export const adminCommands: Record<string, Handler> = {
  listdatabases: listDatabases,
  listcollections: listCollections,
  create,
  collmod: collMod,
  drop,
  dropdatabase: dropDatabase,
  createindexes: createIndexes,
  listindexes: listIndexes,
  dropindexes: dropIndexes,
  deleteindexes: dropIndexes,
};
