// A destination the guard refused. It is an HttpError (422 egress_refused) so a synchronous call
// answers with it as is; a job item takes its message, which names the address and why.
import { HttpError } from '../http-error';

export class EgressRefusedError extends HttpError {
  constructor(
    message: string,
    readonly host: string,
  ) {
    super('egress_refused', message);
    this.name = 'EgressRefusedError';
  }
}

export function isEgressRefused(err: unknown): err is EgressRefusedError {
  return err instanceof EgressRefusedError || (err instanceof Error && err.cause instanceof EgressRefusedError);
}

/** The EgressRefusedError behind an error (undici wraps connect errors as `cause`), or null. */
export function egressRefusalOf(err: unknown): EgressRefusedError | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1)
    if (e instanceof EgressRefusedError) return e;
  return null;
}
