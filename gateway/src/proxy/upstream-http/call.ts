// One call to a service as the pool and its connections see it: what to send, who to tell, and how
// far it got (which decides whether a failure may be retried on a fresh connection).
import type { AnswerHandler, UpstreamRequest } from './types';

export class UpstreamCall {
  /** The connection carrying the call; null while it waits for one, and once it is over. */
  conn: { abort(call: UpstreamCall): void; resume(call: UpstreamCall): void } | null = null;
  /** Set once the request body (if any) has been sent whole. */
  bodySent: boolean;
  /** Set once the answer's head has arrived: a timeout after it is a body timeout. */
  answered = false;
  /** A call is retried at most once, and only when nothing of it can have reached the service. */
  retried = false;
  over = false;

  /** Given to the handler with the answer's head: continues a paused answer, if this call still has one. */
  readonly resume = (): void => this.conn?.resume(this);

  constructor(
    readonly request: UpstreamRequest,
    /** The request head, built (and checked) once, before the call is queued. */
    readonly head: string,
    readonly handler: AnswerHandler,
  ) {
    this.bodySent = request.body === null;
  }
}
