// explain: for find, the engine's chosen plan and (executionStats) keys and documents examined.
import type { Document } from 'bson';
import { MongoCommandError } from '../engine/types';
import { collName, obj, type Handler } from './context';
import { findOptions } from './crud-find';
import { SERVER_VERSION } from './handshake';

const explain: Handler = (db, cmd, ctx) => {
  const inner = obj(cmd.explain, 'explain');
  if (!inner) throw new MongoCommandError(14, "BSON field 'explain' is the wrong type, expected type 'object'", 'TypeMismatch');
  const name = Object.keys(inner)[0] ?? '';
  const verbosity = typeof cmd.verbosity === 'string' ? cmd.verbosity : 'allPlansExecution';
  if (name !== 'find' || !ctx.engine.explainFind) {
    throw new MongoCommandError(115, `explain of '${name}' is not supported by embedded-mongo`, 'CommandNotSupported');
  }
  const coll = collName(inner, 'find');
  const result: Document = ctx.engine.explainFind(db, coll, findOptions(inner), verbosity);
  return { ...result, command: inner, serverInfo: { version: SERVER_VERSION }, ok: 1 };
};

export const explainCommands: Record<string, Handler> = { explain };
