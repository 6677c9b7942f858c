// explain: {explain: {find | aggregate | count | distinct | update | delete | findAndModify: …}, verbosity}.
// The engine describes the plan (the index used, by name) of the part that reads the collection and, unless
// verbosity is queryPlanner, what reading it examined; nothing is written.
import type { Document } from 'bson';
import { MongoCommandError, type ExplainRequest } from '../engine/types';
import { bool, collName, num, obj, type CommandContext, type Handler } from './context';
import { findOptions } from './crud-find';
import { SERVER_VERSION } from './handshake';

type Hint = Document | string | undefined;

function single(inner: Document, key: string, name: string): Document {
  const list = inner[key];
  if (!Array.isArray(list) || list.length !== 1) {
    throw new MongoCommandError(9, `explained write batches must be of size 1`, 'FailedToParse');
  }
  return obj(list[0], `${name}.${key}`) ?? {};
}

/** The collection and what reads it, for each explainable command. */
function requestOf(name: string, inner: Document): { coll: string; request: ExplainRequest } {
  const coll = collName(inner, name);
  const common = { hint: inner.hint as Hint, collation: obj(inner.collation, 'collation') };
  switch (name) {
    case 'aggregate':
      if (!Array.isArray(inner.pipeline))
        throw new MongoCommandError(14, "'pipeline' option must be specified as an array", 'TypeMismatch');
      return { coll, request: { kind: 'aggregate', pipeline: inner.pipeline as Document[], let: obj(inner.let, 'let'), ...common } };
    case 'count':
      return {
        coll,
        request: {
          kind: 'count',
          filter: obj(inner.query, 'query') ?? {},
          skip: num(inner.skip, 'skip', 0),
          limit: num(inner.limit, 'limit', 0),
          ...common,
        },
      };
    case 'distinct':
      return { coll, request: { kind: 'distinct', filter: obj(inner.query, 'query') ?? {}, ...common } };
    case 'update': {
      const u = single(inner, 'updates', name);
      const multi = bool(u.multi);
      return {
        coll,
        request: {
          kind: 'update',
          filter: obj(u.q, 'q') ?? {},
          hint: u.hint as Hint,
          collation: obj(u.collation, 'collation'),
          sort: multi ? undefined : obj(u.sort, 'sort'),
          limit: multi ? 0 : 1,
        },
      };
    }
    case 'delete': {
      const d = single(inner, 'deletes', name);
      return {
        coll,
        request: {
          kind: 'delete',
          filter: obj(d.q, 'q') ?? {},
          hint: d.hint as Hint,
          collation: obj(d.collation, 'collation'),
          limit: num(d.limit, 'limit', 0),
        },
      };
    }
    case 'findAndModify':
    case 'findandmodify':
      return {
        coll,
        request: {
          kind: bool(inner.remove) ? 'delete' : 'update',
          filter: obj(inner.query, 'query') ?? {},
          sort: obj(inner.sort, 'sort'),
          limit: 1,
          ...common,
        },
      };
    default:
      throw new MongoCommandError(115, `explain of '${name}' is not supported by embedded-mongo`, 'CommandNotSupported');
  }
}

/** The plan of `inner` (a command document without its explain wrapper). */
export function explainInner(db: string, inner: Document, verbosity: string, ctx: CommandContext): Document {
  const name = Object.keys(inner)[0] ?? '';
  let result: Document;
  if (name === 'find' && ctx.engine.explainFind) {
    result = ctx.engine.explainFind(db, collName(inner, 'find'), findOptions(inner), verbosity);
  } else {
    const { coll, request } = requestOf(name, inner);
    if (!ctx.engine.explain)
      throw new MongoCommandError(115, `explain of '${name}' is not supported by embedded-mongo`, 'CommandNotSupported');
    result = ctx.engine.explain(db, coll, request, verbosity);
  }
  return { explainVersion: '1', ...result, command: inner, serverInfo: { host: 'localhost', version: SERVER_VERSION }, ok: 1 };
}

const explain: Handler = (db, cmd, ctx) => {
  const inner = obj(cmd.explain, 'explain');
  if (!inner) throw new MongoCommandError(14, "BSON field 'explain' is the wrong type, expected type 'object'", 'TypeMismatch');
  const verbosity = typeof cmd.verbosity === 'string' ? cmd.verbosity : 'allPlansExecution';
  return explainInner(db, inner, verbosity, ctx);
};

export const explainCommands: Record<string, Handler> = { explain };
