// The limits of the request head, enforced by Node's own HTTP server where it has a setting for them
// (head size, header count, time to send the head) and answered here in the gateway's error shape:
// Node's clientError codes are mapped onto the registry's codes, so a caller gets JSON naming the
// problem instead of Node's bare 400.
import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '@dop/contracts/errors';
import { rejectUpgrade } from '../http/json-error';

/** Headers per request, and bytes of the whole head (request line and headers): over either → 431. */
export const MAX_HEADERS = 100;
export const MAX_HEAD_BYTES = 16 * 1024;

/** Node's server options for the limits; `stallMs` also bounds the time to send the whole head. */
export function serverOptions(stallMs: number): ServerOptions {
  return {
    // Strict parsing whatever NODE_OPTIONS say (--insecure-http-parser): the caller's header names
    // and values are passed on to services, and nothing malformed may reach them.
    insecureHTTPParser: false,
    maxHeaderSize: MAX_HEAD_BYTES,
    headersTimeout: stallMs,
    // Node checks head timeouts on this interval; its default (30 s) would let a 10 s limit run to 40.
    connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(stallMs / 4))),
  };
}

/** Settings Node takes on the server object rather than as options. */
export function applyServerLimits(server: Server): void {
  // Node keeps the first headers up to about this count and drops the rest silently (a Content-Length
  // among the dropped ones lost the body): one more than allowed, so tooManyHeaders can tell.
  server.maxHeadersCount = MAX_HEADERS + 1;
  server.on('clientError', answerClientError);
}

/** True when the head had more than MAX_HEADERS headers (see maxHeadersCount above). */
export function tooManyHeaders(req: IncomingMessage): boolean {
  return req.rawHeaders.length > MAX_HEADERS * 2;
}

export const TOO_MANY_HEADERS = { status: 431, code: 'headers_too_large', message: `More than ${MAX_HEADERS} request headers` } as const;

interface ClientErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

/** What the caller is told for one of Node's clientError codes; null when nobody is left to tell. */
export function clientErrorAnswer(err: Error & { code?: string; reason?: string }): ClientErrorAnswer | null {
  switch (err.code) {
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ETIMEDOUT':
      return null;
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'headers_too_large', message: `Request head is over ${MAX_HEAD_BYTES / 1024} KiB` };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'payload_too_large', message: 'Chunk extensions of the request body are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', message: 'Request head not received in time' };
    default:
      // A parse error (HPE_*): a malformed head, or a malformed chunked body (bad chunk size, missing
      // CRLF, cut off), which is never forwarded since bodies are read in full first.
      return { status: 400, code: 'bad_request', message: `Malformed request: ${err.reason ?? err.message}` };
  }
}

type ClientSocket = Duplex & { _httpMessage?: { headersSent: boolean } | null };

/** The server's clientError listener: as Node's default, but with the JSON error shape. */
export function answerClientError(err: Error & { code?: string; reason?: string }, socket: ClientSocket): void {
  const answer = clientErrorAnswer(err);
  // An answer already begun on this socket must not be corrupted with a second head.
  if (answer === null || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  // The same raw answer a refused upgrade gets; the socket is closed once it is written (the parser
  // cannot go on after an error, and a caller that keeps its side open would hold the socket).
  socket.once('finish', () => socket.destroy());
  rejectUpgrade(socket, answer.status, answer.code, answer.message);
}
