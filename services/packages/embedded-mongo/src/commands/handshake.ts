// hello / isMaster and the informational commands drivers and mongosh send on connect.
import { Int32, Long } from 'bson';
import type { Handler } from './context';

// 8.0: the client bulkWrite command and `sort` on update statements exist (src/commands/bulk-write.ts).
export const SERVER_VERSION = '8.0.0';

const hello: Handler = (_db, cmd, ctx) => {
  const legacy = cmd.hello === undefined;
  return {
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    ...(cmd.helloOk !== undefined ? { helloOk: true } : {}),
    maxBsonObjectSize: 16777216,
    maxMessageSizeBytes: 48000000,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 25,
    readOnly: false,
    ok: 1,
  };
};

export const handshakeCommands: Record<string, Handler> = {
  hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildinfo: () => ({
    version: SERVER_VERSION,
    gitVersion: 'embedded-mongo',
    versionArray: SERVER_VERSION.split('.')
      .concat('0')
      .map((p) => new Int32(Number(p))),
    bits: 64,
    maxBsonObjectSize: 16777216,
    storageEngines: ['lmdb'],
    modules: [],
    ok: 1,
  }),
  connectionstatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  whatsmyuri: (_db, _cmd, ctx) => ({ you: ctx.remote, ok: 1 }),
  hostinfo: () => ({ system: { currentTime: new Date(), hostname: 'localhost' }, os: { type: process.platform }, extra: {}, ok: 1 }),
  getlog: (_db, cmd) => (cmd.getLog === '*' ? { names: ['global', 'startupWarnings'], ok: 1 } : { totalLinesWritten: 0, log: [], ok: 1 }),
  getcmdlineopts: () => ({ argv: process.argv, parsed: {}, ok: 1 }),
  serverstatus: (_db, _cmd, ctx) => ({
    host: 'localhost',
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: Long.fromNumber(process.pid),
    uptime: process.uptime(),
    localTime: new Date(),
    connections: { current: ctx.openConnections },
    storage: ctx.engine.stats(),
    ok: 1,
  }),
  endsessions: () => ({ ok: 1 }),
  killsessions: () => ({ ok: 1 }),
  refreshsessions: () => ({ ok: 1 }),
};
