// The api client turns a non-2xx answer into an ApiError (design.md §8). The sign-in toasts show the
// server's own words or the fallback the spec names, and the details stay for the callers that react
// to them (an unverified e-mail at login).
import { isApiError } from '@dop/mf-kit';

export interface ServerError {
  status: number | null;
  message: string | null;
  code: string | null;
  details: unknown;
}

export function parseServerError(error: unknown): ServerError {
  if (!isApiError(error)) return { status: null, message: null, code: null, details: undefined };
  return { status: error.status, message: error.serverMessage, code: error.code, details: error.details };
}

/** The server's message, else the fallback the spec names for that call. */
export function serverMessage(error: unknown, fallback: string): string {
  return parseServerError(error).message ?? fallback;
}
