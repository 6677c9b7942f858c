// Routes throw HttpError for expected failures; the error handler turns it into the shared ErrorBody.
// Only codes of the registry (@dop/contracts/errors) are accepted, and the code decides the status.
import { ERROR_CODES, errorMessage, type ErrorCode, type ErrorParamsArg, type TemplatedCode } from '@dop/contracts/errors';

export type { ErrorCode };

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details?: unknown;

  /** `message` defaults to the registry's text; give precise words for this occurrence when there are any. */
  constructor(code: Exclude<ErrorCode, TemplatedCode>, message?: string, details?: unknown);
  /** A code whose registry text has {parameters} needs its words: HttpError.of fills the template. */
  constructor(code: TemplatedCode, message: string, details?: unknown);
  constructor(code: ErrorCode, message: string = ERROR_CODES[code].message, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
    this.name = 'HttpError';
    this.statusCode = ERROR_CODES[code].status;
  }

  /** The registry's message template with its parameters: `HttpError.of('price_check_failed', { reason })`. */
  static of<C extends ErrorCode>(code: C, ...params: ErrorParamsArg<C>): HttpError {
    return new HttpError(code as TemplatedCode, errorMessage(code, ...params));
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError('bad_request', message, details);
export const unauthorized = (message = 'Authentication required') => new HttpError('unauthorized', message);
export const forbidden = (message = 'Forbidden') => new HttpError('forbidden', message);
export const notFound = (message = 'Not found') => new HttpError('not_found', message);
export const conflict = (message: string, details?: unknown) => new HttpError('conflict', message, details);

export function isHttpError(err: unknown): err is HttpError {
  return err instanceof HttpError;
}

/** The `{ error: { code, message, details } }` body (ErrorBody in @dop/contracts). */
export function errorBody(code: ErrorCode, message: string = ERROR_CODES[code].message, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
