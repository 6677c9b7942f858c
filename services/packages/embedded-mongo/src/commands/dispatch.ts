// Routes a command document to its handler and converts errors into MongoDB error replies.
import type { Document } from 'bson';
import { MongoCommandError } from '../engine/types';
import { adminCommands } from './admin';
import { bulkWriteCommands } from './bulk-write';
import { type CommandContext, type Handler } from './context';
import { findCommands } from './crud-find';
import { explainCommands } from './explain';
import { CloseConnection } from './fail-point';
import { handshakeCommands } from './handshake';
import { writeCommands } from './write';
import { parameterCommands } from './parameters';
import { maxTimeOf, withTimeLimit } from '../engine/time-limit';

// Command names come from clients: a table without a prototype, so `constructor` is no command.
const handlers: Record<string, Handler> = Object.assign(Object.create(null) as Record<string, Handler>, {
  ...handshakeCommands,
  ...findCommands,
  ...writeCommands,
  ...adminCommands,
  ...explainCommands,
  ...bulkWriteCommands,
  ...parameterCommands,
});

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
    noteHandshake(name, cmd, ctx);
    ctx.sessions?.touch(cmd);
    if (name.toLowerCase() === 'endsessions') ctx.sessions?.end(cmd.endSessions);
    // configureFailPoint is a test command: without test commands it does not exist, as in mongod.
    if (name.toLowerCase() === 'configurefailpoint' && ctx.failPoints) return ctx.failPoints.configure(cmd);
    const handler = handlers[name.toLowerCase()];
    if (!handler) throw new MongoCommandError(59, `no such command: '${name}'`, 'CommandNotFound');
    // maxTimeMS bounds the work of the command itself (a cursor keeps what is left for its getMores).
    const limit = maxTimeOf(cmd.maxTimeMS);
    const run = () => withTimeLimit(limit, () => handler(db, cmd, ctx));
    if (!ctx.failPoints) return run();
    return ctx.failPoints.run(name, cmd, ctx.connection?.appName, run);
  } catch (err) {
    if (err instanceof CloseConnection) throw err;
    if (err instanceof MongoCommandError) {
      return { ok: 0, errmsg: err.message, code: err.code, codeName: err.codeName, ...err.extra };
    }
    const message = err instanceof Error ? err.message : String(err);
    return { ok: 0, errmsg: message, code: 1, codeName: 'InternalError' };
  }
}

/** The handshake names the application; fail points may be limited to it. */
function noteHandshake(name: string, cmd: Document, ctx: CommandContext): void {
  const lower = name.toLowerCase();
  if (lower !== 'hello' && lower !== 'ismaster') return;
  const appName = (cmd.client as Document | undefined)?.application?.name;
  if (ctx.connection && typeof appName === 'string') ctx.connection.appName = appName;
}
