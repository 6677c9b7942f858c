// The WebSocket upgrade (/ssh-ws) through http-proxy, the proxy the design card names for it: an
// upgraded socket leaves any pool for good, so each upgrade gets a connection of its own. Plain HTTP
// never comes here (forward.ts). Failures before the service answered use the one mapping of
// upstream-errors.ts. Once upgraded, the relay can be closed by the gateway (ws-sessions.ts): at the
// next frame boundary of the service's stream, the client gets a close frame of the gateway's own.
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse as parseUrl, type Url } from 'node:url';
import httpProxy from 'http-proxy';
import { rejectUpgrade } from '../http/json-error';
import { upstreamFailure, type ProxyLogger } from './upstream-errors';
import { WsFrameEnd, closeFrame } from './ws-frame-end';
import type { WsRelay } from './ws-sessions';

/** How long a closed client may take to answer the close frame before its socket is destroyed. */
const CLOSE_GRACE_MS = 1_000;

export class WsForwarder {
  private readonly proxy = httpProxy.createProxyServer({ ws: true, xfwd: true });
  private readonly answered = new WeakSet<Duplex>();
  /** Told of each relay once the service accepted the upgrade (set by forward()). */
  private readonly onOpen = new WeakMap<Duplex, (relay: WsRelay) => void>();
  /** Upgraded upstream sockets → their relay's start, once http-proxy has piped them ('open'). */
  private readonly opening = new WeakMap<Duplex, () => void>();
  // http-proxy parses a string target on every call; parsed once per service instead.
  private readonly targets = new Map<string, Url>();

  constructor(private readonly log: ProxyLogger) {
    // Once the upstream has answered (101 or otherwise) the client socket carries its bytes, so a
    // later error may only close it, never write a 502 into the middle of a WebSocket stream.
    this.proxy.on('proxyReqWs', (proxyReq: ClientRequest, _req: IncomingMessage, socket: Duplex) => {
      const answered = (): void => void this.answered.add(socket);
      proxyReq.once('upgrade', (_res: IncomingMessage, upstream: Duplex) => {
        answered();
        const open = this.onOpen.get(socket);
        if (open) this.opening.set(upstream, () => open(relayOf(socket, upstream)));
      });
      proxyReq.once('response', answered);
    });
    // After http-proxy's pipe, never before: a 'data' listener of ours set first would make the socket
    // flow, and the bytes that came with the 101 (unshifted by http-proxy) would bypass the pipe.
    this.proxy.on('open', (upstream: Duplex) => {
      this.opening.get(upstream)?.();
      this.opening.delete(upstream);
    });
  }

  private target(url: string): Url {
    let t = this.targets.get(url);
    if (!t) {
      t = parseUrl(url);
      this.targets.set(url, t);
    }
    return t;
  }

  /** `headers` (signed identity, request id) are added to the upgrade request. */
  forward(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    service: string,
    target: string,
    headers: Record<string, string>,
    onOpen?: (relay: WsRelay) => void,
  ): void {
    if (onOpen) this.onOpen.set(socket, onOpen);
    this.proxy.ws(req, socket, head, { target: this.target(target), headers }, (err: Error) => {
      if (this.answered.has(socket)) {
        socket.destroy();
        return;
      }
      const f = upstreamFailure(service, req.url, err, this.log);
      rejectUpgrade(socket, f.status, f.code, f.message);
    });
  }

  close(): void {
    this.proxy.close();
  }
}

/**
 * Follows the frames the service sends to the client (beside http-proxy's pipe, which sees the same
 * chunks), so close() can stop the stream between two frames and add the gateway's close frame.
 */
function relayOf(client: Duplex, upstream: Duplex): WsRelay {
  const frames = new WsFrameEnd();
  let closing: Buffer | null = null;
  const finish = (): void => {
    upstream.unpipe(client);
    client.unpipe(upstream);
    upstream.destroy();
    // Whatever the client still sends (its own close frame) is read and dropped.
    client.resume();
    client.end(closing);
    setTimeout(() => client.destroy(), CLOSE_GRACE_MS).unref();
  };
  const onData = (chunk: Buffer): void => {
    if (!closing) {
      frames.take(chunk);
      return;
    }
    // Closing inside a frame: its rest goes to the client, then the close frame.
    const end = frames.take(chunk, true);
    if (end < 0) client.write(chunk);
    else {
      client.write(chunk.subarray(0, end));
      upstream.off('data', onData);
      finish();
    }
  };
  upstream.on('data', onData);
  return {
    close(code, reason) {
      if (closing || client.destroyed) return;
      closing = closeFrame(code, reason);
      if (frames.atBoundary) {
        upstream.off('data', onData);
        finish();
        return;
      }
      // The rest of the current frame is relayed by onData, no longer by the pipe (unpipe pauses).
      upstream.unpipe(client);
      upstream.resume();
    },
  };
}
