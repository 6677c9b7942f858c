// The hot path of the gateway: one proxied call to a plain-HTTP service over the gateway's own
// keep-alive pool (upstream-http/: a raw handler object per call, no ClientRequest, no IncomingMessage,
// no Readable on the upstream side). Measured on the bench: see deploy/bench/gateway/README.md.
//
// A small answer whose length is known (the usual JSON) is collected and written with one writeHead +
// end(body); a larger or chunked one (a log stream) is passed on chunk by chunk with back-pressure.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonError } from '../http/json-error';
import { addSecurityHeaders, setSecurityHeaders } from '../security-headers';
import { answerHeaders } from './answer-headers';
import { upstreamRequestHeaders } from './request-headers';
import { TIMEOUT_CODES, type UpstreamError } from './upstream-http/errors';
import type { AnswerHandler } from './upstream-http/types';
import type { UpstreamPool } from './upstream-http/upstream-pool';

export interface ProxyLogger {
  warn(obj: object, msg: string): void;
}

/** Answers up to this size (by their Content-Length) are held until complete, then written at once. */
const HOLD_LIMIT = 64 * 1024;

type Abort = () => void;

/** One call in flight, as the pool's handler. */
class LeanCall implements AnswerHandler {
  private abortUpstream: Abort | null = null;
  private callerGone = false;
  // The head of the answer, written at once or, for a held answer, once its body is complete.
  private status = 0;
  private message = '';
  private head: (string | string[])[] | null = null;
  /** The body of an answer being held; null when the answer streams. */
  private chunks: Buffer[] | null = null;
  private answered = false;
  /** Set once the caller has its answer (or an error): a later pool callback must not write again. */
  private settled = false;
  private resume: (() => void) | null = null;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly service: string,
    private readonly requestId: string | undefined,
    private readonly security: readonly string[],
    private readonly log: ProxyLogger,
  ) {}

  /** The caller went away before the answer was complete: stop the upstream call too. */
  callerClosed(): void {
    if (this.res.writableFinished) return;
    this.callerGone = true;
    this.abortUpstream?.();
  }

  onConnect(abort: Abort): void {
    if (this.callerGone) abort();
    else this.abortUpstream = abort;
  }

  onHeaders(statusCode: number, rawHeaders: string[], resume: () => void, statusText: string): boolean {
    // 1xx (say 103 Early Hints) is not passed on; the final answer follows on the same call.
    if (statusCode < 200) return true;
    this.answered = true;
    const { headers, contentLength } = answerHeaders(rawHeaders, this.requestId);
    addSecurityHeaders(headers, this.security);
    this.status = statusCode;
    this.message = statusText;
    this.head = headers;
    if (contentLength !== -1 && contentLength <= HOLD_LIMIT && this.req.method !== 'HEAD') {
      this.chunks = [];
      return true;
    }
    this.resume = resume;
    return this.writeHead();
  }

  onData(chunk: Buffer): boolean {
    if (this.chunks !== null) {
      this.chunks.push(chunk);
      return true;
    }
    // false pauses the upstream until the caller has read what it was sent (as pipe() would).
    if (this.res.write(chunk)) return true;
    this.res.once('drain', this.resume!);
    return false;
  }

  onComplete(): void {
    const chunks = this.chunks;
    this.settled = true;
    if (chunks === null) {
      this.res.end();
      return;
    }
    if (!this.writeHead()) return;
    if (chunks.length === 0) this.res.end();
    else this.res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  onError(err: Pick<UpstreamError, 'message'> & { code?: string }): void {
    if (this.settled) return;
    this.settled = true;
    const res = this.res;
    if (this.answered || res.headersSent || res.destroyed) {
      // A service that dies mid-answer: cutting the client off is the only honest signal left.
      res.destroy();
      return;
    }
    const extra: Record<string, string> = this.requestId === undefined ? {} : { 'x-request-id': this.requestId };
    setSecurityHeaders(res, this.security);
    const url = this.req.url;
    if (err.code !== undefined && TIMEOUT_CODES.has(err.code)) {
      this.log.warn({ service: this.service, url }, 'upstream timeout');
      sendJsonError(res, 504, 'upstream_timeout', `Service ${this.service} did not answer in time`, extra);
      return;
    }
    this.log.warn({ service: this.service, url, err: err.message }, 'upstream error');
    sendJsonError(res, 502, 'bad_gateway', `Service ${this.service} is unreachable`, extra);
  }

  /** false when Node refuses the answer's head (a malformed header): the caller gets a 502 instead. */
  private writeHead(): boolean {
    try {
      this.res.writeHead(this.status, this.message, this.head!);
      return true;
    } catch (err) {
      // The 502 first: aborting the upstream call reports back through onError, which is then a no-op.
      this.answered = false;
      this.settled = false;
      // Else the 502 would go out with the refused answer's status text.
      this.res.statusMessage = '';
      this.onError(err as Error);
      this.abortUpstream?.();
      return false;
    }
  }
}

const CALL = Symbol('leanCall');
type CallerResponse = ServerResponse & { [CALL]: LeanCall };

function onCallerClose(this: CallerResponse): void {
  this[CALL].callerClosed();
}

/**
 * Throws (InvalidRequestError) before anything is sent when the request cannot be written, say an
 * identity value that cannot go in a header: not the service's fault but ours, answered 500 by the
 * proxy handler as any other internal error.
 */
export function forwardLean(
  pool: UpstreamPool,
  req: IncomingMessage,
  res: ServerResponse,
  service: string,
  extra: Record<string, string>,
  security: readonly string[],
  timeoutMs: number,
  log: ProxyLogger,
): void {
  const src = req.headers;
  const hasLength = src['content-length'] !== undefined;
  const chunked = !hasLength && src['transfer-encoding'] !== undefined;
  const call = new LeanCall(req, res, service, extra['x-request-id'], security, log);
  const headers: string[] = [];
  const preChecked = upstreamRequestHeaders(req, extra, headers);
  pool.request(
    {
      path: req.url ?? '/',
      method: req.method ?? 'GET',
      headers,
      preChecked,
      body: hasLength || chunked ? req : null,
      chunked,
      timeoutMs,
    },
    call,
  );
  (res as CallerResponse)[CALL] = call;
  // 'close' comes once per response; `on` spares the wrapper `once` would allocate per call.
  res.on('close', onCallerClose);
}
