// Routes a command document to its handler and converts errors into MongoDB error replies.
import type { Document } from 'bson';
import { MongoCommandError } from '../engine/types';
import { adminCommands } from './admin';
import { bulkWriteCommands } from './bulk-write';
import { type CommandContext, type Handler } from './context';
import { findCommands } from './crud-find';
import { explainCommands } from './explain';
import { handshakeCommands } from './handshake';
import { writeCommands } from './write';

const handlers: Record<string, Handler> = { ...handshakeCommands, ...findCommands, ...writeCommands, ...adminCommands, ...explainCommands, ...bulkWriteCommands };

export const commandNames = Object.keys(handlers);

export function runCommand(cmd: Document, ctx: CommandContext): Document {
  const name = Object.keys(cmd)[0] ?? '';
  try {
    if (cmd.startTransaction !== undefined || cmd.autocommit !== undefined || name === 'commitTransaction' || name === 'abortTransaction') {
      throw new MongoCommandError(20, 'Transaction numbers are only allowed on a replica set member or mongos', 'IllegalOperation');
    }
    const db = typeof cmd.$db === 'string' ? cmd.$db : 'admin';
    if (name === 'listCommands') {
      return { commands: Object.fromEntries(commandNames.map((n) => [n, { help: '' }])), ok: 1 };
    }
    const handler = handlers[name.toLowerCase()];
    if (!handler) throw new MongoCommandError(59, `no such command: '${name}'`, 'CommandNotFound');
    return handler(db, cmd, ctx);
  } catch (err) {
    if (err instanceof MongoCommandError) {
      return { ok: 0, errmsg: err.message, code: err.code, codeName: err.codeName, ...err.extra };
    }
    const message = err instanceof Error ? err.message : String(err);
    return { ok: 0, errmsg: message, code: 1, codeName: 'InternalError' };
  }
}
