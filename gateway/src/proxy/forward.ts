// The hot path of the gateway: one proxied HTTP call through the service's undici pool
// (upstream-pools.ts), driven through undici's dispatch handler interface, the one its own
// request()/stream() are built on: no Readable, IncomingMessage or promise per call on the upstream
// side.
//
// A small answer whose length is known (the usual JSON) is collected and written with one writeHead +
// end(body); a larger or chunked one (a log stream) is passed on chunk by chunk with back-pressure.
// A request body comes read in full and checked (body-reader.ts), so undici sends it with its length.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import { sendJsonError } from '../http/json-error';
import { addSecurityHeaders, setSecurityHeaders } from '../security-headers';
import { answerHeaders } from './answer-headers';
import { upstreamRequestHeaders } from './request-headers';
import { upstreamFailure, type ProxyLogger } from './upstream-errors';
import { UpstreamPools } from './upstream-pools';

/** Answers up to this size (by their Content-Length) are held until complete, then written at once. */
const HOLD_LIMIT = 64 * 1024;

/** undici's code for a request it refuses to send (say, a header value that cannot be written). */
const REFUSED = 'UND_ERR_INVALID_ARG';

const callerGone = (): Error => new Error('the caller went away');

/** One call in flight, as undici's handler. */
class ForwardCall implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private callerLeft = false;
  // The head of the answer, written at once or, for a held answer, once its body is complete.
  private status = 0;
  private message = '';
  private head: (string | string[])[] | null = null;
  /** The body of an answer being held; null when the answer streams. */
  private chunks: Buffer[] | null = null;
  private answered = false;
  /** Set once the caller has its answer (or an error): a later undici callback must not write again. */
  private settled = false;
  /** True while pool.dispatch runs: undici reports a request it refuses from inside it. */
  dispatching = true;
  refused: Error | null = null;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly service: string,
    private readonly requestId: string | undefined,
    private readonly security: readonly string[],
    private readonly log: ProxyLogger,
  ) {}

  /** The caller went away before its answer was complete: stop the upstream call too. */
  callerClosed(): void {
    if (this.res.writableFinished) return;
    this.callerLeft = true;
    this.controller?.abort(callerGone());
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    // A call that waited for a free connection may find its caller gone.
    if (this.callerLeft) controller.abort(callerGone());
    else this.controller = controller;
  }

  onResponseStart(
    _c: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
    statusText?: string,
  ): void {
    // 1xx (say 103 Early Hints) is not passed on; the final answer follows on the same call.
    if (statusCode < 200) return;
    this.answered = true;
    const { headers: head, contentLength } = answerHeaders(headers, this.requestId);
    addSecurityHeaders(head, this.security);
    this.status = statusCode;
    this.message = statusText ?? '';
    this.head = head;
    if (contentLength !== -1 && contentLength <= HOLD_LIMIT && this.req.method !== 'HEAD') this.chunks = [];
    else this.writeHead();
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks !== null) {
      this.chunks.push(chunk);
      return;
    }
    // Paused until the caller has read what it was sent (as pipe() would); undici counts no body
    // timeout while paused, so a slow reader is not a silent service.
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    const chunks = this.chunks;
    if (this.settled) return;
    this.settled = true;
    if (chunks === null) {
      this.res.end();
      return;
    }
    if (!this.writeHead()) return;
    if (chunks.length === 0) this.res.end();
    else this.res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  onResponseError(_c: Dispatcher.DispatchController | null, err: Error & { code?: string }): void {
    if (err.code === REFUSED && this.dispatching) {
      // Not the service's fault but ours (an identity value that cannot go in a header): thrown to the
      // proxy handler, which answers 500 as for any other internal error.
      this.refused = err;
      return;
    }
    if (this.settled) return;
    this.settled = true;
    const res = this.res;
    if (this.answered || res.headersSent || res.destroyed) {
      // A service that dies mid-answer: cutting the caller off is the only honest signal left.
      res.destroy();
      return;
    }
    const extra: Record<string, string> = this.requestId === undefined ? {} : { 'x-request-id': this.requestId };
    setSecurityHeaders(res, this.security);
    if (err.code === REFUSED) {
      // The same refusal, reported later because the call waited for a connection.
      this.log.warn({ service: this.service, url: this.req.url, err: err.message }, 'request refused by the upstream client');
      sendJsonError(res, 500, 'internal', 'Internal gateway error', extra);
      return;
    }
    const f = upstreamFailure(this.service, this.req.url, err, this.log);
    sendJsonError(res, f.status, f.code, f.message, extra);
  }

  /** false when Node refuses the answer's head (a malformed header): the caller gets a 502 instead. */
  private writeHead(): boolean {
    try {
      this.res.writeHead(this.status, this.message, this.head!);
      return true;
    } catch (err) {
      // The 502 first: aborting the upstream call reports back through onResponseError, then a no-op.
      this.answered = false;
      this.settled = false;
      // Else the 502 would go out with the refused answer's status text.
      this.res.statusMessage = '';
      this.onResponseError(null, err as Error);
      this.controller?.abort(err as Error);
      return false;
    }
  }
}

const CALL = Symbol('forwardCall');
type CallerResponse = ServerResponse & { [CALL]: ForwardCall };

function onCallerClose(this: CallerResponse): void {
  this[CALL].callerClosed();
}

/** HTTP calls to services, one undici pool per service URL. */
export class HttpForwarder {
  private readonly pools: UpstreamPools;

  constructor(
    timeoutMs: number,
    private readonly log: ProxyLogger,
  ) {
    this.pools = new UpstreamPools(timeoutMs);
  }

  /**
   * `extra` (signed identity, x-request-id) is added to the request; the request id also goes back on
   * every answer, with `security` (security-headers.ts) where the answer has no header of that name.
   * `body` is the request body read in full (body-reader.ts), null for none. Throws before anything is
   * sent when the request cannot be written (answered 500 by the caller).
   */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    service: string,
    target: string,
    extra: Record<string, string>,
    security: readonly string[],
    body: Buffer | null,
  ): void {
    const { pool, prefix } = this.pools.get(target);
    const call = new ForwardCall(req, res, service, extra['x-request-id'], security, this.log);
    (res as CallerResponse)[CALL] = call;
    // 'close' comes once per response; `on` spares the wrapper `once` would allocate per call.
    res.on('close', onCallerClose);
    pool.dispatch(
      {
        path: prefix + (req.url ?? '/'),
        method: (req.method ?? 'GET') as Dispatcher.HttpMethod,
        headers: upstreamRequestHeaders(req, extra),
        // No body for an empty one: after a body on a method that expects none, undici would close the
        // connection.
        body: body !== null && body.length > 0 ? body : null,
      },
      call,
    );
    call.dispatching = false;
    if (call.refused) throw call.refused;
  }

  close(): Promise<void> {
    return this.pools.close();
  }
}
