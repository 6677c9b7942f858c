// Read commands: find, getMore, killCursors, count, distinct, aggregate.
import { Long, type Document } from 'bson';
import { MongoCommandError, type FindOptions } from '../engine/types';
import { bool, collName, num, obj, type Handler } from './context';
import { explainInner } from './explain';

/** The engine's view of a find command (also used by explain). */
export function findOptions(cmd: Document): FindOptions {
  for (const opt of ['tailable', 'awaitData']) {
    if (bool(cmd[opt])) throw new MongoCommandError(115, `find option '${opt}' is not supported by embedded-mongo`, 'CommandNotSupported');
  }
  return {
    filter: obj(cmd.filter, 'FindCommandRequest.filter') ?? {},
    sort: obj(cmd.sort, 'FindCommandRequest.sort'),
    projection: obj(cmd.projection, 'FindCommandRequest.projection'),
    skip: num(cmd.skip, 'skip', 0),
    limit: Math.abs(num(cmd.limit, 'limit', 0)),
    hint: cmd.hint as Document | string | undefined,
    collation: obj(cmd.collation, 'collation'),
    let: obj(cmd.let, 'let'),
  };
}

const find: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'find');
  const options = findOptions(cmd);
  const limitRaw = num(cmd.limit, 'limit', 0);
  const batchSize = num(cmd.batchSize, 'batchSize', 101);
  if (batchSize < 0)
    throw new MongoCommandError(51024, `BSON field 'batchSize' value must be >= 0, actual value '${batchSize}'`, 'Location51024');
  const limit = options.limit ?? 0;
  const source = ctx.engine.find(db, coll, options);
  const first = limit && limit < batchSize ? limit : batchSize;
  return ctx.cursors.open(`${db}.${coll}`, source, first, bool(cmd.singleBatch) || limitRaw < 0);
};

const getMore: Handler = (db, cmd, ctx) => {
  if (!(cmd.getMore instanceof Long)) throw new MongoCommandError(14, "Field 'getMore' must be of type long", 'TypeMismatch');
  const coll = collName(cmd, 'collection');
  return ctx.cursors.getMore(cmd.getMore, `${db}.${coll}`, num(cmd.batchSize, 'batchSize', 0));
};

const killCursors: Handler = (_db, cmd, ctx) => {
  const ids = cmd.cursors;
  if (!Array.isArray(ids)) throw new MongoCommandError(14, "Field 'cursors' must be an array", 'TypeMismatch');
  return ctx.cursors.kill(ids.map((i) => (i instanceof Long ? i : Long.fromNumber(num(i, 'cursors')))));
};

const count: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'count');
  const options = { collation: obj(cmd.collation, 'collation'), hint: cmd.hint as Document | string | undefined };
  const n = ctx.engine.count(
    db,
    coll,
    obj(cmd.query, 'query') ?? {},
    num(cmd.skip, 'skip', 0),
    Math.abs(num(cmd.limit, 'limit', 0)),
    options,
  );
  return { n, ok: 1 };
};

const distinct: Handler = (db, cmd, ctx) => {
  const coll = collName(cmd, 'distinct');
  if (typeof cmd.key !== 'string')
    throw new MongoCommandError(14, "BSON field 'distinct.key' is the wrong type, expected type 'string'", 'TypeMismatch');
  return {
    values: ctx.engine.distinct(db, coll, cmd.key, obj(cmd.query, 'query') ?? {}, { collation: obj(cmd.collation, 'collation') }),
    ok: 1,
  };
};

const aggregate: Handler = (db, cmd, ctx) => {
  const coll = typeof cmd.aggregate === 'string' ? cmd.aggregate : null;
  if (!Array.isArray(cmd.pipeline)) throw new MongoCommandError(14, "'pipeline' option must be specified as an array", 'TypeMismatch');
  const cursorOpt = obj(cmd.cursor, 'cursor');
  if (!cursorOpt && !cmd.explain) {
    throw new MongoCommandError(9, "The 'cursor' option is required, except for aggregate with the explain argument", 'FailedToParse');
  }
  // Explain must not run the pipeline: a $out or $merge stage would write.
  if (bool(cmd.explain)) {
    if (coll === null) return { stages: cmd.pipeline, ok: 1 };
    const { explain: _explain, cursor: _cursor, ...inner } = cmd;
    return explainInner(db, inner, 'queryPlanner', ctx);
  }
  const first = (cmd.pipeline as Document[])[0];
  if (coll !== null && first && typeof first === 'object' && '$listLocalSessions' in first) {
    throw new MongoCommandError(
      73,
      '$listLocalSessions must be run against the database with {aggregate: 1}, not a collection',
      'InvalidNamespace',
    );
  }
  const localSessions = ctx.sessions ? () => ctx.sessions!.list() : undefined;
  const options = {
    let: obj(cmd.let, 'let'),
    collation: obj(cmd.collation, 'collation'),
    hint: cmd.hint as Document | string | undefined,
    localSessions,
  };
  const source = ctx.engine.aggregate(db, coll, cmd.pipeline as Document[], options);
  const ns = `${db}.${coll ?? '$cmd.aggregate'}`;
  return ctx.cursors.open(ns, source, num(cursorOpt?.batchSize, 'batchSize', 101));
};

export const findCommands: Record<string, Handler> = {
  find,
  getmore: getMore,
  killcursors: killCursors,
  count,
  distinct,
  aggregate,
};
