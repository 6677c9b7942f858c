// Forwarding to services over a keep-alive agent (a fresh TCP connection per call would cost more than
// the proxying itself). Upstream failures become 502 JSON, stalls 504 JSON.
//
// Plain-HTTP services without a path prefix (every service of a normal deployment) take a lean path
// built on Node's own http.request: headers copied once into flat arrays, no per-request event
// machinery of http-proxy, no URL parsing. It does what http-proxy did for us: x-forwarded-for/-port/
// -proto/-host (xfwd), content-length 0 on body-less DELETE/OPTIONS, the client's Connection header
// kept off the pooled upstream socket, hop-by-hop response headers dropped. https:// targets or
// targets with a path, and WebSocket upgrades, stay on http-proxy.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { parse as parseUrl, type Url } from 'node:url';
import httpProxy from 'http-proxy';
import { rejectUpgrade, sendJsonError } from '../http/json-error';

export interface ProxyLogger {
  warn(obj: object, msg: string): void;
}

const TIMEOUT_CODE = 'UPSTREAM_TIMEOUT';

interface LeanTarget {
  host: string;
  port: number;
}

/** The port the client addressed, as http-proxy's xfwd reports it (from Host, else the scheme's default). */
function portOf(host: string | undefined, encrypted: boolean): string {
  if (host) {
    const colon = host.lastIndexOf(':');
    if (colon > host.lastIndexOf(']')) {
      const p = host.slice(colon + 1);
      if (p.length > 0) return p;
    }
  }
  return encrypted ? '443' : '80';
}

function appendForwarded(prior: string | string[] | undefined, value: string): string {
  if (prior === undefined || prior === '') return value;
  return `${Array.isArray(prior) ? prior.join(',') : prior},${value}`;
}

/** Response headers that describe the upstream connection, not the answer (and our own request id). */
function droppedResponseHeader(name: string): boolean {
  const n = name.length;
  if (n !== 10 && n !== 12 && n !== 17) return false;
  const l = name.toLowerCase();
  return l === 'connection' || l === 'keep-alive' || l === 'transfer-encoding' || l === 'x-request-id';
}

/**
 * The answer's headers as [name, value, …] for writeHead, a repeated name (Set-Cookie) as one entry
 * with every value. Headers set on the response beforehand (security-headers.ts) make Node's writeHead
 * apply this list by setHeader, one name at a time, which would keep only the last of a repeated name.
 */
function answerHeaders(raw: string[]): (string | string[])[] {
  const out: (string | string[])[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (droppedResponseHeader(name)) continue;
    const lower = name.toLowerCase();
    // A linear scan: an answer has a handful of headers, and a repeat is rare.
    let at = 0;
    while (at < out.length && out[at] !== lower) at += 2;
    if (at === out.length) out.push(lower, raw[i + 1]);
    else {
      const prior = out[at + 1];
      out[at + 1] = Array.isArray(prior) ? [...prior, raw[i + 1]] : [prior as string, raw[i + 1]];
    }
  }
  return out;
}

const RESPONSE = Symbol('response');
type PipedAnswer = IncomingMessage & { [RESPONSE]: ServerResponse };

function onAnswerData(this: PipedAnswer, chunk: Buffer): void {
  const res = this[RESPONSE];
  if (!res.write(chunk)) {
    // The caller reads slower than the service answers: hold the service back (as pipe() would).
    this.pause();
    res.once('drain', () => this.resume());
  }
}

function onAnswerEnd(this: PipedAnswer): void {
  this[RESPONSE].end();
}

function onAnswerAborted(this: PipedAnswer): void {
  this[RESPONSE].destroy();
}

function onUpstreamTimeout(this: http.ClientRequest): void {
  this.destroy(Object.assign(new Error('no answer in time'), { code: TIMEOUT_CODE }));
}

const UPSTREAM = Symbol('upstream');
type CallerResponse = ServerResponse & { [UPSTREAM]: http.ClientRequest };

/** The caller went away before the answer was complete: stop the upstream call too. */
function onCallerClose(this: CallerResponse): void {
  if (!this.writableFinished) this[UPSTREAM].destroy();
}

/** The four x-forwarded-* headers the proxy appends to (others, e.g. x-forwarded-prefix, pass as they are). */
function rewrittenForwarded(name: string): boolean {
  return name === 'x-forwarded-for' || name === 'x-forwarded-port' || name === 'x-forwarded-proto' || name === 'x-forwarded-host';
}

function forwardLean(
  req: IncomingMessage,
  res: ServerResponse,
  service: string,
  target: LeanTarget,
  extra: Record<string, string>,
  agent: http.Agent,
  timeoutMs: number,
  log: ProxyLogger,
): void {
  const src = req.headers;
  const requestId = extra['x-request-id'];
  const out: string[] = [];
  for (const name in src) {
    if (name === 'connection' || extra[name] !== undefined || rewrittenForwarded(name)) continue;
    const v = src[name];
    if (v === undefined) continue;
    if (typeof v === 'string') out.push(name, v);
    else for (const one of v) out.push(name, one);
  }
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  const host = src.host;
  out.push(
    'x-forwarded-for',
    appendForwarded(src['x-forwarded-for'], req.socket.remoteAddress ?? ''),
    'x-forwarded-port',
    appendForwarded(src['x-forwarded-port'], portOf(host, encrypted)),
    'x-forwarded-proto',
    appendForwarded(src['x-forwarded-proto'], encrypted ? 'https' : 'http'),
    'x-forwarded-host',
    (src['x-forwarded-host'] as string | undefined) || host || '',
  );
  for (const name in extra) out.push(name, extra[name]);
  const method = req.method ?? 'GET';
  const hasBody = src['content-length'] !== undefined || src['transfer-encoding'] !== undefined;
  if (!hasBody && (method === 'DELETE' || method === 'OPTIONS')) out.push('content-length', '0');

  let answered = false;
  const upstream = http.request({
    host: target.host,
    port: target.port,
    method,
    path: req.url,
    headers: out as unknown as http.OutgoingHttpHeaders,
    agent,
    setHost: false,
  });
  const onError = (err: NodeJS.ErrnoException): void => {
    if (answered || res.writableEnded || res.destroyed) {
      res.destroy();
      return;
    }
    const headers: Record<string, string> = requestId === undefined ? {} : { 'x-request-id': requestId };
    if (err.code === TIMEOUT_CODE) {
      log.warn({ service, url: req.url }, 'upstream timeout');
      sendJsonError(res, 504, 'upstream_timeout', `Service ${service} did not answer in time`, headers);
      return;
    }
    log.warn({ service, url: req.url, err: err.message }, 'upstream error');
    sendJsonError(res, 502, 'bad_gateway', `Service ${service} is unreachable`, headers);
  };
  upstream.on('error', onError);
  upstream.setTimeout(timeoutMs, onUpstreamTimeout);
  upstream.on('response', (answer: IncomingMessage) => {
    answered = true;
    const headers = answerHeaders(answer.rawHeaders);
    if (requestId !== undefined) headers.push('x-request-id', requestId);
    try {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
    } catch (err) {
      // An answer Node refuses to pass on (say, a malformed header): this listener must not throw.
      answer.destroy();
      answered = false;
      onError(err as NodeJS.ErrnoException);
      return;
    }
    // Not answer.pipe(res): pipe() adds and removes half a dozen listeners per call. Shared listeners
    // that find the response on the answer do the same for a body that arrives in one or two chunks.
    (answer as PipedAnswer)[RESPONSE] = res;
    answer.on('data', onAnswerData);
    answer.once('end', onAnswerEnd);
    // A service that dies mid-answer: cutting the client off is the only honest signal left.
    answer.once('aborted', onAnswerAborted);
  });
  (res as CallerResponse)[UPSTREAM] = upstream;
  res.once('close', onCallerClose);
  if (hasBody || (method !== 'GET' && method !== 'HEAD')) req.pipe(upstream);
  else upstream.end();
}

export class UpstreamProxy {
  // noDelay: without it Nagle + delayed ACK hold small responses back for up to 40 ms (it showed in p99).
  private readonly agent = new http.Agent({ keepAlive: true, noDelay: true, maxSockets: 1024, maxFreeSockets: 256, scheduling: 'lifo' });
  private readonly web = httpProxy.createProxyServer({ agent: this.agent, xfwd: true });
  // Upgraded sockets leave the pool for good, so WebSockets use plain one-off connections.
  private readonly ws = httpProxy.createProxyServer({ ws: true, xfwd: true });
  private readonly answered = new WeakSet<Duplex>();
  // http-proxy parses a string target on every call; parsed once per service instead.
  private readonly targets = new Map<string, Url>();
  private readonly leanTargets = new Map<string, LeanTarget | null>();

  constructor(
    private readonly timeoutMs: number,
    private readonly log: ProxyLogger,
  ) {
    this.web.on('proxyReq', (proxyReq) => {
      // Hop-by-hop: the client's "Connection: close" must not close our pooled upstream socket.
      proxyReq.removeHeader('connection');
      proxyReq.setTimeout(this.timeoutMs, () => {
        const err = Object.assign(new Error(`no answer within ${this.timeoutMs} ms`), { code: TIMEOUT_CODE });
        proxyReq.destroy(err);
      });
    });
    // Once the upstream has answered (101 or otherwise) the client socket carries its bytes, so a
    // later error may only close it, never write a 502 into the middle of a WebSocket stream.
    this.ws.on('proxyReqWs', (proxyReq: http.ClientRequest, _req: IncomingMessage, socket: Duplex) => {
      const answered = (): void => void this.answered.add(socket);
      proxyReq.once('upgrade', answered);
      proxyReq.once('response', answered);
    });
  }

  /** host/port of a plain-HTTP target without a path, or null when the target needs http-proxy. */
  private lean(url: string): LeanTarget | null {
    let t = this.leanTargets.get(url);
    if (t === undefined) {
      const u = this.target(url);
      const plain = u.protocol === 'http:' && (u.pathname === null || u.pathname === '/') && !u.search && !u.auth;
      t = plain ? { host: u.hostname ?? '127.0.0.1', port: Number(u.port || 80) } : null;
      this.leanTargets.set(url, t);
    }
    return t;
  }

  private target(url: string): Url {
    let t = this.targets.get(url);
    if (!t) {
      t = parseUrl(url);
      this.targets.set(url, t);
    }
    return t;
  }

  /**
   * `headers` are added to the proxied request (signed identity, x-request-id); the request id also
   * goes back to the caller on every answer, the upstream's own or an error.
   */
  forward(req: IncomingMessage, res: ServerResponse, service: string, target: string, headers: Record<string, string>): void {
    const lean = this.lean(target);
    if (lean) {
      forwardLean(req, res, service, lean, headers, this.agent, this.timeoutMs, this.log);
      return;
    }
    const requestId = headers['x-request-id'];
    if (requestId !== undefined) res.setHeader('x-request-id', requestId);
    this.web.web(req, res, { target: this.target(target), headers }, (err: NodeJS.ErrnoException) => {
      if (res.writableEnded || res.destroyed) return;
      if (err.code === TIMEOUT_CODE) {
        this.log.warn({ service, url: req.url }, 'upstream timeout');
        sendJsonError(res, 504, 'upstream_timeout', `Service ${service} did not answer in time`);
        return;
      }
      this.log.warn({ service, url: req.url, err: err.message }, 'upstream error');
      sendJsonError(res, 502, 'bad_gateway', `Service ${service} is unreachable`);
    });
  }

  forwardUpgrade(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    service: string,
    target: string,
    headers: Record<string, string>,
  ): void {
    this.ws.ws(req, socket, head, { target: this.target(target), headers }, (err: Error) => {
      if (this.answered.has(socket)) {
        socket.destroy();
        return;
      }
      this.log.warn({ service, url: req.url, err: err.message }, 'websocket upstream error');
      rejectUpgrade(socket, 502, 'bad_gateway', `Service ${service} is unreachable`);
    });
  }

  close(): void {
    this.web.close();
    this.ws.close();
    this.agent.destroy();
  }
}
