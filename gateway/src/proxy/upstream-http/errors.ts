// What can go wrong on a call to a service, as one error type with a code the proxy maps to an answer:
// a timeout to 504, everything else to 502 (or a cut connection once the answer has begun).

export type UpstreamErrorCode =
  /** The connection could not be opened (refused, unreachable). */
  | 'UPSTREAM_CONNECT'
  /** The connection closed or failed before the answer was complete. */
  | 'UPSTREAM_RESET'
  /** No complete answer head within the call's timeout. */
  | 'UPSTREAM_HEADERS_TIMEOUT'
  /** The answer's body stalled for longer than the call's timeout. */
  | 'UPSTREAM_BODY_TIMEOUT'
  /** The service sent something that is not a valid HTTP/1.1 answer. */
  | 'UPSTREAM_BAD_ANSWER'
  /** The call was given up by its caller. */
  | 'UPSTREAM_ABORTED';

export class UpstreamError extends Error {
  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** A request this client refuses to send (a header that cannot be written): a fault of the caller. */
export class InvalidRequestError extends Error {
  readonly code = 'UPSTREAM_INVALID_REQUEST';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidRequestError';
  }
}

export const TIMEOUT_CODES: ReadonlySet<string> = new Set(['UPSTREAM_HEADERS_TIMEOUT', 'UPSTREAM_BODY_TIMEOUT']);
