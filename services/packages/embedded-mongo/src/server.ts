// TCP server: one Framer per socket; protocol errors close only the offending connection.
import net from 'node:net';
import type { Document } from 'bson';
import type { Engine } from './engine/types';
import { CursorRegistry } from './cursors/registry';
import { runCommand } from './commands/dispatch';
import type { ConnectionState } from './commands/context';
import { CloseConnection, FailPoints } from './commands/fail-point';
import { SessionRegistry } from './commands/sessions';
import { ServerParameters } from './commands/parameters';
import { FrameError, Framer, OP_MSG, OP_QUERY, type WireMessage } from './wire/framing';
import { MORE_TO_COME, encodeOpMsg, parseOpMsg } from './wire/op-msg';
import { encodeOpReply, parseOpQuery } from './wire/op-query';

export interface Logger {
  info(msg: string): void;
  error(msg: string): void;
}

export interface WireServerOptions {
  /** Test commands (`configureFailPoint`), as mongod's `enableTestCommands`; off by default. */
  enableTestCommands?: boolean;
  /** The TTL monitor's period in seconds, as getParameter reports it (setParameter can change it). */
  ttlMonitorSleepSecs?: number;
}

export class WireServer {
  readonly cursors = new CursorRegistry();
  private readonly failPoints: FailPoints | undefined;
  private readonly sessions = new SessionRegistry();
  readonly parameters: ServerParameters;
  private server = net.createServer((s) => this.accept(s));
  private sockets = new Set<net.Socket>();
  private nextConnectionId = 1;

  constructor(
    private engine: Engine,
    private logger: Logger,
    options: WireServerOptions = {},
  ) {
    this.failPoints = options.enableTestCommands ? new FailPoints() : undefined;
    this.parameters = new ServerParameters({
      ttlMonitorSleepSecs: options.ttlMonitorSleepSecs ?? 60,
      enableTestCommands: !!options.enableTestCommands,
    });
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve((this.server.address() as net.AddressInfo).port));
    });
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    const remote = `${socket.remoteAddress}:${socket.remotePort}`;
    const framer = new Framer();
    const connection: ConnectionState = {};
    this.sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      try {
        for (const msg of framer.push(chunk)) {
          const out = this.handle(msg, connectionId, remote, connection);
          if (out) socket.write(out);
        }
      } catch (err) {
        if (err instanceof CloseConnection) {
          this.logger.info(`connection ${connectionId} (${remote}) closed: ${err.message}`);
          socket.destroy();
          return;
        }
        const why = err instanceof Error ? err.message : String(err);
        this.logger.error(`connection ${connectionId} (${remote}) closed: ${err instanceof FrameError ? '' : 'bad message: '}${why}`);
        socket.destroy();
      }
    });
  }

  private handle(msg: WireMessage, connectionId: number, remote: string, connection: ConnectionState): Buffer | undefined {
    const ctx = {
      engine: this.engine,
      cursors: this.cursors,
      connectionId,
      remote,
      openConnections: this.sockets.size,
      connection,
      failPoints: this.failPoints,
      sessions: this.sessions,
      parameters: this.parameters,
    };
    if (msg.opCode === OP_MSG) {
      const { flags, command } = parseOpMsg(msg.body);
      const reply = runCommand(command, ctx);
      if (flags & MORE_TO_COME) return undefined;
      if (isUnacknowledged(command)) return encodeOpMsg(msg.requestId, { ok: 1 });
      return safeEncode((r) => encodeOpMsg(msg.requestId, r), reply);
    }
    if (msg.opCode === OP_QUERY) {
      const { collection, query } = parseOpQuery(msg.body);
      const db = collection.endsWith('.$cmd') ? collection.slice(0, -5) : 'admin';
      return safeEncode((r) => encodeOpReply(msg.requestId, r), runCommand({ ...query, $db: db }, ctx));
    }
    throw new FrameError(`unsupported opCode ${msg.opCode}`);
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.cursors.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A reply BSON cannot encode (e.g. a single document over 16 MiB) becomes an error reply, not a dropped socket. */
function safeEncode(encode: (reply: Document) => Buffer, reply: Document): Buffer {
  try {
    return encode(reply);
  } catch (err) {
    const errmsg = `reply could not be encoded: ${err instanceof Error ? err.message : String(err)}`;
    return encode({ ok: 0, errmsg, code: 10334, codeName: 'BSONObjectTooLarge' });
  }
}

function isUnacknowledged(cmd: Document): boolean {
  const wc = cmd.writeConcern as Document | undefined;
  return !!wc && wc.w !== undefined && Number(wc.w.valueOf()) === 0;
}
