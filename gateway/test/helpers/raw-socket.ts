// Bytes on a bare TCP socket to the gateway, for what no HTTP client will send: malformed chunked
// bodies, heads over the limits, bodies that stall, and many connections from a chosen local address
// (Linux routes all of 127/8 to lo, so 127.0.0.2 and 127.0.0.3 are other clients).
import net from 'node:net';

export interface RawReply {
  /** The status of the first answer on the socket, 0 when none came. */
  status: number;
  /** Everything the gateway sent before it closed the socket (or the wait ended). */
  text: string;
}

export interface SocketOptions {
  localAddress?: string;
  /** Half-close after writing (a body cut off by the end of the connection). */
  end?: boolean;
  /** Give up waiting for the close after this long (the reply so far is returned). */
  waitMs?: number;
}

const statusOf = (text: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

/** Writes `data` and collects the reply until the gateway closes the socket. */
export function rawExchange(url: string, data: string | Buffer, opts: SocketOptions = {}): Promise<RawReply> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect({ host: hostname, port: Number(port), localAddress: opts.localAddress }, () => {
      socket.write(data);
      if (opts.end) socket.end();
    });
    const timer = setTimeout(() => socket.destroy(), opts.waitMs ?? 5_000);
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // A reset after the answer arrived still leaves the answer to check.
      if (text === '') reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ status: statusOf(text), text });
    });
  });
}

/** The JSON body of a reply with one answer. */
export function replyBody(reply: RawReply): { error: { code: string; message: string } } {
  return JSON.parse(reply.text.slice(reply.text.indexOf('\r\n\r\n') + 4)) as { error: { code: string; message: string } };
}

/** A socket that has sent a head and part of a body and sends nothing more until closed. */
export interface HeldSocket {
  socket: net.Socket;
  /** Resolves with the reply once the gateway closes the socket. */
  reply: Promise<RawReply>;
}

export function holdBody(url: string, head: string, opts: { localAddress?: string } = {}): Promise<HeldSocket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect({ host: hostname, port: Number(port), localAddress: opts.localAddress });
    const reply = new Promise<RawReply>((done) => socket.on('close', () => done({ status: statusOf(text), text })));
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.once('error', (err) => {
      if (!socket.writable) return;
      reject(err);
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => socket.write(head, () => resolve({ socket, reply })));
  });
}
