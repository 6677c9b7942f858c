// The WebSocket upgrade (/ssh-ws) through http-proxy, the proxy the design card names for it: an
// upgraded socket leaves any pool for good, so each upgrade gets a connection of its own. Plain HTTP
// never comes here (forward.ts). Failures before the service answered use the one mapping of
// upstream-errors.ts.
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse as parseUrl, type Url } from 'node:url';
import httpProxy from 'http-proxy';
import { rejectUpgrade } from '../http/json-error';
import { upstreamFailure, type ProxyLogger } from './upstream-errors';

export class WsForwarder {
  private readonly proxy = httpProxy.createProxyServer({ ws: true, xfwd: true });
  private readonly answered = new WeakSet<Duplex>();
  // http-proxy parses a string target on every call; parsed once per service instead.
  private readonly targets = new Map<string, Url>();

  constructor(private readonly log: ProxyLogger) {
    // Once the upstream has answered (101 or otherwise) the client socket carries its bytes, so a
    // later error may only close it, never write a 502 into the middle of a WebSocket stream.
    this.proxy.on('proxyReqWs', (proxyReq: ClientRequest, _req: IncomingMessage, socket: Duplex) => {
      const answered = (): void => void this.answered.add(socket);
      proxyReq.once('upgrade', answered);
      proxyReq.once('response', answered);
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
  forward(req: IncomingMessage, socket: Duplex, head: Buffer, service: string, target: string, headers: Record<string, string>): void {
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
