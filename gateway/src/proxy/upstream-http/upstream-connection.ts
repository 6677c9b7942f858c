// One keep-alive TCP connection to a service, carrying one call at a time: writes the request (head,
// then the body with back-pressure), feeds the answer's bytes to the parser and the parser's events to
// the call's handler, and tells its pool when it is free again or gone.
import type { Socket } from 'node:net';
import type { AnswerHead } from './answer-head';
import { AnswerParser } from './answer-parser';
import type { UpstreamCall } from './call';
import { UpstreamError } from './errors';
import { streamRequestBody } from './request-body';

/** RFC 9110 §9.2.2: methods a client may send again after a failure without changing the outcome. */
const IDEMPOTENT: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export interface ConnectionOwner {
  /** The call is over and the connection may carry another. */
  release(conn: UpstreamConnection): void;
  /** The connection is closed (or closing) and must not be used again. */
  forget(conn: UpstreamConnection): void;
  /** Send the call again on a fresh connection (see `retryable`). */
  retry(call: UpstreamCall): void;
}

export class UpstreamConnection {
  private readonly parser: AnswerParser;
  private call: UpstreamCall | null = null;
  private connected = false;
  private gone = false;
  private lastError: Error | null = null;
  /** Set by the parser's end event, acted on once the parser has returned. */
  private endedKeepAlive: boolean | null = null;
  private timeoutMs = 0;
  private forgotten = false;
  /** Paused for a caller slow to read (the parser holds what it has not passed on). */
  private socketPaused = false;
  private detachBody: (() => void) | null = null;
  /** Calls this connection has completed: a failure on a used connection may be a stale keep-alive. */
  served = 0;
  idleSince = 0;

  constructor(
    private readonly socket: Socket,
    private readonly owner: ConnectionOwner,
  ) {
    this.parser = new AnswerParser({
      head: (head) => this.onHead(head),
      body: (chunk) => this.onBody(chunk),
      end: (keepAlive) => void (this.endedKeepAlive = keepAlive),
    });
    socket.setNoDelay(true);
    socket.on('connect', () => void (this.connected = true));
    socket.on('error', (err) => void (this.lastError = err));
    socket.on('timeout', () => this.onTimeout());
    socket.on('close', () => this.onClose());
  }

  start(call: UpstreamCall): void {
    this.call = call;
    call.conn = this;
    this.endedKeepAlive = null;
    this.parser.expect(call.request.method === 'HEAD');
    const timeoutMs = call.request.timeoutMs;
    if (timeoutMs !== this.timeoutMs) {
      this.timeoutMs = timeoutMs;
      this.socket.setTimeout(timeoutMs);
    }
    const body = call.request.body;
    this.socket.write(call.head, 'latin1');
    if (body !== null) this.sendBody(call, body);
  }

  /** The caller gave up: the connection goes with the call (its answer is still on the wire). */
  abort(call: UpstreamCall): void {
    if (this.call !== call) return;
    this.fail(new UpstreamError('UPSTREAM_ABORTED', 'call aborted'));
  }

  destroy(): void {
    this.gone = true;
    this.socket.destroy();
  }

  private sendBody(call: UpstreamCall, body: NodeJS.ReadableStream): void {
    const stop = streamRequestBody(this.socket, body, call.request.chunked, {
      sent: () => {
        call.bodySent = true;
        this.detachBody = null;
      },
      failed: (message) => {
        if (this.call === call) this.fail(new UpstreamError('UPSTREAM_ABORTED', message));
      },
    });
    this.detachBody = () => {
      this.detachBody = null;
      stop(true);
    };
  }

  private onHead(head: AnswerHead): void {
    const call = this.call;
    if (call === null) return;
    call.answered = true;
    if (!call.handler.onHeaders(head.status, head.headers, call.resume, head.statusText)) this.pauseAnswer();
  }

  private onBody(piece: Buffer): void {
    const call = this.call;
    // A copy: the piece is a view of the shared read buffer, and the handler keeps what it is given.
    if (call !== null && !call.handler.onData(Buffer.from(piece))) this.pauseAnswer();
  }

  private pauseAnswer(): void {
    if (this.call === null) return;
    this.parser.pause();
    this.socket.pause();
    this.socketPaused = true;
    // A caller slow to read is not the service going quiet.
    this.socket.setTimeout(0);
    this.timeoutMs = 0;
  }

  resume(call: UpstreamCall): void {
    if (this.call !== call || !this.socketPaused) return;
    this.socketPaused = false;
    this.timeoutMs = call.request.timeoutMs;
    this.socket.setTimeout(this.timeoutMs);
    this.socket.resume();
    this.settle(() => this.parser.resume());
  }

  /** Bytes read off the socket, as a view of the pool's shared read buffer (see upstream-pool.ts). */
  onRead(chunk: Buffer): void {
    if (this.call === null) {
      // Bytes nobody asked for: the connection's framing cannot be trusted any more.
      this.destroy();
      return;
    }
    try {
      this.parser.execute(chunk);
    } catch (err) {
      this.parseFailed(err);
    }
    this.completeIfEnded();
  }

  /** Runs a parser step other than a read (resume, the connection's close), then completes if ended. */
  private settle(step: () => void): void {
    try {
      step();
    } catch (err) {
      this.parseFailed(err);
    }
    this.completeIfEnded();
  }

  private parseFailed(err: unknown): void {
    // Extra bytes after a complete answer: it is finished all the same, and the connection dropped.
    if (this.endedKeepAlive !== null) this.endedKeepAlive = false;
    else this.fail(err as UpstreamError);
  }

  private completeIfEnded(): void {
    if (this.endedKeepAlive !== null && this.call !== null) this.complete(this.endedKeepAlive);
  }

  private complete(keepAlive: boolean): void {
    const call = this.call!;
    this.call = null;
    call.conn = null;
    call.over = true;
    this.served++;
    this.detachBody?.();
    if (this.socketPaused) {
      // The answer ended on the piece that filled the caller's buffer: nothing is held back any more,
      // and an idle connection times out again.
      this.socketPaused = false;
      this.timeoutMs = call.request.timeoutMs;
      this.socket.setTimeout(this.timeoutMs);
      this.socket.resume();
    }
    const reusable = keepAlive && call.bodySent && !this.gone;
    if (!reusable) this.destroy();
    try {
      call.handler.onComplete();
    } finally {
      if (reusable) this.owner.release(this);
    }
  }

  private fail(err: UpstreamError): void {
    const call = this.call;
    if (call === null) return;
    this.call = null;
    call.conn = null;
    this.detachBody?.();
    this.destroy();
    this.leavePool();
    // A reused connection the service had already closed: nothing came back, so an idempotent call
    // without a body may go again (a POST may have been acted on before the connection went).
    if (
      err.code === 'UPSTREAM_RESET' &&
      this.served > 0 &&
      !call.retried &&
      call.request.body === null &&
      !this.parser.started &&
      IDEMPOTENT.has(call.request.method)
    ) {
      this.owner.retry(call);
      return;
    }
    call.over = true;
    call.handler.onError(err);
  }

  private onTimeout(): void {
    const call = this.call;
    if (call === null) {
      this.destroy(); // idle for the whole timeout
      return;
    }
    const code = call.answered ? 'UPSTREAM_BODY_TIMEOUT' : 'UPSTREAM_HEADERS_TIMEOUT';
    this.fail(new UpstreamError(code, `no answer within ${call.request.timeoutMs} ms`));
  }

  private leavePool(): void {
    if (this.forgotten) return;
    this.forgotten = true;
    this.owner.forget(this);
  }

  private onClose(): void {
    this.gone = true;
    this.leavePool();
    if (this.call === null) return;
    if (this.parser.closed()) {
      this.completeIfEnded();
      return;
    }
    const why = this.lastError?.message ?? 'connection closed';
    this.fail(new UpstreamError(this.connected ? 'UPSTREAM_RESET' : 'UPSTREAM_CONNECT', why));
  }
}
