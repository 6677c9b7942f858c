// Hand-written: raw-body caps the size but has no timeout for a body that goes silent between chunks (the 408).
// A request body read in full before anything is forwarded: a service sees a body only once it is
// complete and well-framed (Node's parser has checked every chunk), so a malformed or cut-off chunked
// body reaches nobody, and a slow sender holds a socket of the gateway, not a connection of a service's
// pool. Bodies are small (body-limits.ts), so holding one costs little.
import type { IncomingMessage } from 'node:http';
import { formatBytes } from './body-limits';

/** A body refused with an answer to the caller. */
export interface BodyRefusal {
  ok: false;
  status: 408 | 413;
  code: 'request_timeout' | 'payload_too_large';
  message: string;
}

export type BodyResult =
  | { ok: true; body: Buffer }
  | BodyRefusal
  /** The connection broke (a framing error, answered by the server's clientError handler, or the caller left). */
  | { ok: false; status: 0 };

const BROKEN: BodyResult = { ok: false, status: 0 };

/** True when the request says it has a body (a length other than 0, or any transfer coding). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return length === undefined ? req.headers['transfer-encoding'] !== undefined : length !== '0';
}

export function tooLarge(limit: number): BodyRefusal {
  return { ok: false, status: 413, code: 'payload_too_large', message: `Request body is over this route's limit of ${formatBytes(limit)}` };
}

/** Reads the body up to `limit` bytes; a silence of `stallMs` between two pieces ends it with 408. */
export function readBody(req: IncomingMessage, limit: number, stallMs: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const done = (r: BodyResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onBroken);
      req.off('close', onBroken);
      resolve(r);
    };
    const timer = setTimeout(
      () => done({ ok: false, status: 408, code: 'request_timeout', message: `Request body stalled for ${stallMs / 1000} s` }),
      stallMs,
    );
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        done(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
      timer.refresh();
    };
    const onEnd = (): void => done({ ok: true, body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size) });
    // 'close' before 'end' is a body that never completed: a parse error or a caller gone.
    const onBroken = (): void => done(BROKEN);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onBroken);
    req.on('close', onBroken);
  });
}
