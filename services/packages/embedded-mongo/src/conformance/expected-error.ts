// expectError assertions. A "server error" is one the driver built from a server reply
// (MongoServerError and its bulk-write subclasses); anything else the driver raised is a client error.
import { BSONError } from 'bson';
import { MongoError, MongoServerError } from 'mongodb';
import { describe } from './bson-values';
import { match, type MatchContext } from './matcher';
import { toDocument, writeErrorsOf } from './results';
import type { ExpectedError } from './types';

interface ErrorLike {
  message?: string;
  code?: number;
  codeName?: string;
  cause?: unknown;
  writeErrors?: unknown;
  writeConcernError?: { errmsg?: string; code?: number; codeName?: string };
  writeConcernErrors?: unknown[];
  errorResponse?: unknown;
  result?: unknown;
  partialResult?: unknown;
  hasErrorLabel?: (label: string) => boolean;
}

/** The error itself, its server cause, and every aggregated write / write-concern error in it. */
function parts(error: ErrorLike): { message?: string; code?: number; codeName?: string }[] {
  const out: { message?: string; code?: number; codeName?: string }[] = [error];
  if (error.cause && typeof error.cause === 'object') out.push(error.cause as ErrorLike);
  const writeErrors =
    error.writeErrors instanceof Map ? [...error.writeErrors.values()] : Array.isArray(error.writeErrors) ? error.writeErrors : [];
  for (const w of writeErrors as { errmsg?: string; message?: string; code?: number; codeName?: string }[]) {
    out.push({ message: w.errmsg ?? w.message, code: w.code, codeName: w.codeName });
  }
  if (error.writeConcernError) out.push({ message: error.writeConcernError.errmsg, ...error.writeConcernError });
  return out;
}

function isServerError(error: unknown): boolean {
  return error instanceof MongoServerError;
}

function isClientError(error: unknown): boolean {
  return (error instanceof MongoError || error instanceof BSONError) && !isServerError(error);
}

/** Null when the error satisfies every assertion; otherwise the first that fails (one line). */
export function checkExpectedError(expected: ExpectedError, error: unknown, ctx: MatchContext): string | null {
  const e = error as ErrorLike;
  const summary = `${(error as Error)?.constructor?.name ?? 'error'}: ${e.message ?? String(error)}`;
  if (expected.isClientError === true && !isClientError(error)) return `expected a client error, got ${summary}`;
  if (expected.isClientError === false && !isServerError(error)) return `expected a server error, got ${summary}`;
  if (expected.isTimeoutError !== undefined) {
    const timeout = (error as Error)?.constructor?.name === 'MongoOperationTimeoutError';
    if (timeout !== expected.isTimeoutError) return `isTimeoutError ${String(expected.isTimeoutError)}: got ${summary}`;
  }
  const all = parts(e);
  if (expected.errorContains !== undefined) {
    const needle = expected.errorContains.toLowerCase();
    if (!all.some((p) => (p.message ?? '').toLowerCase().includes(needle)))
      return `expected error containing "${expected.errorContains}", got ${summary}`;
  }
  if (expected.errorCode !== undefined && !all.some((p) => p.code === expected.errorCode)) {
    return `expected error code ${expected.errorCode}, got ${
      all
        .map((p) => p.code)
        .filter((c) => c !== undefined)
        .join('/') || 'none'
    } (${summary})`;
  }
  if (expected.errorCodeName !== undefined) {
    const name = expected.errorCodeName.toLowerCase();
    if (!all.some((p) => (p.codeName ?? '').toLowerCase() === name)) return `expected codeName ${expected.errorCodeName}, got ${summary}`;
  }
  for (const label of expected.errorLabelsContain ?? []) if (!e.hasErrorLabel?.(label)) return `expected error label ${label}`;
  for (const label of expected.errorLabelsOmit ?? []) if (e.hasErrorLabel?.(label)) return `unexpected error label ${label}`;
  if (expected.errorResponse !== undefined) {
    // A client bulk write error is the driver's own ({ message }); the server's reply is in its cause.
    const cause = e.cause instanceof MongoServerError ? e.cause.errorResponse : undefined;
    const response = cause ?? e.errorResponse;
    const diff =
      response === undefined ? 'no server response in the error' : match(expected.errorResponse, response, true, 'errorResponse', ctx);
    if (diff) return diff;
  }
  if (expected.writeErrors !== undefined) {
    const actual = writeErrorsOf(error) ?? {};
    for (const [index, want] of Object.entries(expected.writeErrors)) {
      const diff =
        actual[index] === undefined ? `writeErrors.${index}: missing` : match(want, actual[index], true, `writeErrors.${index}`, ctx);
      if (diff) return diff;
    }
    const extra = Object.keys(actual).filter((k) => !(k in expected.writeErrors!));
    if (extra.length) return `unexpected writeErrors at ${extra.join(', ')}`;
  }
  if (expected.writeConcernErrors !== undefined) {
    const actual = e.writeConcernErrors ?? [];
    if (actual.length !== expected.writeConcernErrors.length)
      return `expected ${expected.writeConcernErrors.length} writeConcernErrors, got ${describe(actual)}`;
    for (let i = 0; i < actual.length; i++) {
      const diff = match(expected.writeConcernErrors[i], actual[i], true, `writeConcernErrors[${i}]`, ctx);
      if (diff) return diff;
    }
  }
  if (expected.expectResult !== undefined) {
    return match(expected.expectResult, toDocument(e.partialResult ?? e.result), true, 'expectError.expectResult', ctx);
  }
  return null;
}
