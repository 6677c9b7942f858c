// The fetch handed to the SDK (its `fetch` option). Requests pass unchanged; each answer is looked at
// for the two things the SDK does not surface. A retried answer (429 and the other statuses the SDK
// retries) is reported with the wait the SDK will take, so a job's log says why it slowed down; the
// SDK still does the retry. A 2xx whose v4 envelope is not `success: true` (Cloudflare: check
// `success`, not only the HTTP status) or is no JSON goes on as a refused answer that is not retried,
// so the SDK raises it as an APIError instead of unwrapping `result: null`.
import type { ClientOptions } from 'cloudflare';

type Fetch = NonNullable<ClientOptions['fetch']>;

export interface RetryWait {
  status: number;
  waitMs: number;
  /** False when Cloudflare sent no Retry-After: the SDK's backoff is at most `waitMs` (it adds jitter). */
  exact: boolean;
  /** The retry about to happen, 1-based. */
  attempt: number;
  path: string;
}

/** Carries a refused 2xx's real status to fromSdkError (cf-errors.ts). */
export const ANSWER_STATUS_HEADER = 'x-dop-cf-answer-status';

// The SDK's rules (cloudflare/src/client.ts shouldRetry, retryRequest, calculateDefaultRetryTimeoutMillis).
const retriedStatus = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;
const SDK_FIRST_BACKOFF_S = 0.5;
const SDK_MAX_BACKOFF_S = 8;

function willRetry(res: Response): boolean {
  const told = res.headers.get('x-should-retry');
  return told === 'true' || (told !== 'false' && retriedStatus(res.status));
}

function waitOf(res: Response, retryCount: number): { waitMs: number; exact: boolean } {
  const ms = parseFloat(res.headers.get('retry-after-ms') ?? '');
  if (!Number.isNaN(ms) && ms) return { waitMs: ms, exact: true };
  const header = res.headers.get('retry-after');
  if (header) {
    const seconds = parseFloat(header);
    return { waitMs: Number.isNaN(seconds) ? Math.max(0, Date.parse(header) - Date.now()) : seconds * 1000, exact: true };
  }
  return { waitMs: Math.min(SDK_FIRST_BACKOFF_S * 2 ** retryCount, SDK_MAX_BACKOFF_S) * 1000, exact: false };
}

async function refuseUnlessSuccess(res: Response): Promise<Response> {
  const text = await res.clone().text();
  let envelope: unknown = null;
  try {
    envelope = JSON.parse(text);
  } catch {
    // Not JSON: refused below.
  }
  if (envelope && typeof envelope === 'object' && (envelope as { success?: unknown }).success === true) return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('x-should-retry', 'false');
  headers.set(ANSWER_STATUS_HEADER, String(res.status));
  return new Response(text, { status: 400, headers });
}

export function observingFetch(maxRetries: number, onRetry?: (wait: RetryWait) => void, inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    if (res.ok) return refuseUnlessSuccess(res);
    const retryCount = Number(new Headers(init?.headers).get('x-stainless-retry-count') ?? 0);
    if (onRetry && retryCount < maxRetries && willRetry(res)) {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
      onRetry({ status: res.status, ...waitOf(res, retryCount), attempt: retryCount + 1, path: url.pathname });
    }
    return res;
  };
}
