// The api client's failure (design.md §8): any non-2xx becomes an ApiError carrying the status, the
// registry code and details of our `{ error: { code, message, details } }` body, and a message in the
// form spec 1 §8 has users read, "<status>: <the server's message>", never the raw JSON.
import { ERROR_CODES, isErrorCode, type ErrorCode } from '@dop/contracts/errors';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The registry code of the answer; null when the body was not our error body. */
    readonly code: ErrorCode | null,
    /** The server's own words (the body's message, or a plain-text body); null when it gave none. */
    readonly serverMessage: string | null,
    readonly details?: unknown,
    statusText = '',
  ) {
    super(`${status}: ${serverMessage ?? registryText(code) ?? (statusText || `HTTP ${status}`)}`);
  }
}

/** The registry's text for a code, unless it is a template whose {parameters} only the server knows. */
function registryText(code: ErrorCode | null): string | null {
  const text = code ? ERROR_CODES[code].message : null;
  return text && !text.includes('{') ? text : null;
}

/** Across bundles too: every remote has its own copy of this kit, so instanceof alone is not enough. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number')
  );
}

interface ErrorBodyShape {
  error?: { code?: unknown; message?: unknown; details?: unknown } | string;
  message?: unknown;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Reads a failed answer's body text into an ApiError. */
export function apiErrorOf(status: number, statusText: string, text: string): ApiError {
  const body = text.trim();
  if (body.startsWith('{')) {
    try {
      const parsed = JSON.parse(body) as ErrorBodyShape;
      const inner = typeof parsed.error === 'object' && parsed.error !== null ? parsed.error : undefined;
      // Ours first; then the shapes of other servers ({message}, Fastify's {error: 'Bad Request', message}).
      const message = textOf(inner?.message) ?? textOf(parsed.message) ?? null;
      return new ApiError(status, isErrorCode(inner?.code) ? inner.code : null, message, inner?.details, statusText);
    } catch {
      // A cut-off or foreign JSON body is no message for a person: the status text is.
      return new ApiError(status, null, null, undefined, statusText);
    }
  }
  // A proxy's HTML error page is not one either; a short plain-text body is.
  const plain = body && !body.startsWith('<') ? body : null;
  return new ApiError(status, null, plain, undefined, statusText);
}

/** Turns a non-2xx Response into an ApiError (consumes the body). */
export async function apiErrorFromResponse(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return apiErrorOf(res.status, res.statusText, text);
}
