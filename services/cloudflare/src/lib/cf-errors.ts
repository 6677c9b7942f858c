// Cloudflare failures as the panel words them, built from the SDK's errors: the API's own error items
// ("<message> (<code>)"), or why no answer came. Keys never appear (the SDK keeps headers out of
// messages, and these messages are built from the answer body only).
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'cloudflare';
import { ANSWER_STATUS_HEADER } from './cf-fetch';

export class CloudflareError extends Error {
  override name = 'CloudflareError';
  constructor(
    /** The answer's HTTP status; 0 when none came. */
    readonly status: number,
    /** Cloudflare's first error code, when the answer had one. */
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** Zone already exists (on create). */
export const ZONE_EXISTS = 1061;
/** An identical DNS record already exists (on create). */
export const IDENTICAL_RECORD_EXISTS = 81058;

interface ErrorItem {
  code: number;
  message: string;
}

/** The SDK error as a CloudflareError; anything that is no Cloudflare answer is returned as it is. */
export function fromSdkError(err: unknown, timeoutMs: number): unknown {
  if (err instanceof APIConnectionTimeoutError)
    return new CloudflareError(0, null, `Cloudflare unreachable: no answer within ${timeoutMs} ms`);
  if (err instanceof APIConnectionError) {
    const cause = err.cause instanceof Error ? err.cause.message : err.message;
    return new CloudflareError(0, null, `Cloudflare unreachable: ${cause}`);
  }
  if (!(err instanceof APIError) || err.status === undefined) return err;
  const status = Number(err.headers?.get(ANSWER_STATUS_HEADER) ?? err.status);
  const body = err.error as { errors?: ErrorItem[] } | undefined;
  if (!body || typeof body !== 'object') return new CloudflareError(status, null, `Cloudflare answered HTTP ${status} without JSON`);
  const errors = Array.isArray(body.errors) ? body.errors : [];
  const message = errors.length ? errors.map((e) => `${e.message} (${e.code})`).join('; ') : `HTTP ${status}`;
  return new CloudflareError(status, errors[0]?.code ?? null, message);
}
