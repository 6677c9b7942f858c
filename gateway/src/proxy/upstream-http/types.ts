// The contract between the pool (upstream-pool.ts) and whoever makes a call through it (lean-forward.ts).
import type { Readable } from 'node:stream';
import type { UpstreamError } from './errors';

export interface UpstreamRequest {
  method: string;
  /** Origin-form request target, as the caller sent it (`/api/x?y=1`). */
  path: string;
  /** Flat [name, value, …]; a body framed by length has its content-length here. */
  headers: readonly string[];
  /**
   * How many entries at the start of `headers` (2 per header) need no check: names and values as
   * Node's strict HTTP parser accepted them from a caller, which allows nothing the check refuses.
   * The rest (say, values the gateway adds) are checked. 0 when omitted.
   */
  preChecked?: number;
  /** The request body, streamed through with back-pressure; null for none. */
  body: Readable | null;
  /** A body without a content-length: sent with `transfer-encoding: chunked`. */
  chunked: boolean;
  /** How long the service may take to start its answer, and to go quiet in the middle of one. */
  timeoutMs: number;
}

/** Callbacks of one call, in order: onConnect, then onHeaders, onData…, onComplete, or onError at any point. */
export interface AnswerHandler {
  /** Gives the caller a way to give up the call; never after onComplete or onError. */
  onConnect(abort: () => void): void;
  /**
   * The final answer's head (1xx answers are not passed on). `headers` is flat [name, value, …] with
   * names in lower case, as received. Returning false pauses the answer until `resume` is called.
   */
  onHeaders(status: number, headers: string[], resume: () => void, statusText: string): boolean;
  /** A piece of the body (de-chunked). Returning false pauses the answer until `resume` is called. */
  onData(chunk: Buffer): boolean;
  onComplete(): void;
  onError(err: UpstreamError): void;
}
