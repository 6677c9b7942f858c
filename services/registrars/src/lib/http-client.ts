// Outgoing calls to a registrar: through the account's proxy, with a timeout, and retried with
// exponential backoff (service-kit's retry) only when the call is idempotent (reads, whole-set writes)
// and the failure is transient (network, timeout, 429, 5xx). Non-idempotent calls (register) are tried once.
import { egressRefusalOf, retry, retryAfterMs } from '@dop/service-kit';
import { fetch, type Dispatcher } from 'undici';
import { RegistrarError, transportError, providerError } from './errors';

export interface HttpPolicy {
  timeoutMs: number;
  /** Extra attempts after the first for idempotent calls. */
  retries: number;
  /** First backoff; doubles each retry, up to 30 s. A longer Retry-After (also capped) is waited instead. */
  backoffMs: number;
}

export interface HttpCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  idempotent: boolean;
  dispatcher?: Dispatcher;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** Longest wait between attempts, also when a registrar's Retry-After asks for more. */
const MAX_WAIT_MS = 30_000;

/** A 429 or 5xx answer, thrown so it is retried; the last one is given back as the answer. */
class TransientAnswer extends Error {
  constructor(readonly answer: HttpAnswer) {
    super(`HTTP ${answer.status}`);
  }
}

async function once(call: HttpCall, timeoutMs: number): Promise<HttpAnswer> {
  try {
    const res = await fetch(call.url, {
      method: call.method ?? 'GET',
      headers: call.headers,
      body: call.body,
      dispatcher: call.dispatcher,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, headers: res.headers as unknown as Headers, text: await res.text() };
  } catch (err) {
    // The egress guard refused the account's proxy: a setting to fix, not a moment to wait out.
    const refused = egressRefusalOf(err);
    if (refused) throw providerError(`the account's proxy is refused: ${refused.message}`);
    const name = (err as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') throw transportError(`timed out after ${timeoutMs} ms`);
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw transportError(`unreachable: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
  }
}

/** Wraps each attempt, so a rate-limit gate spaces retries like any other call. */
export type Slot = (attempt: () => Promise<HttpAnswer>) => Promise<HttpAnswer>;

/**
 * Sends the call; answers any HTTP status the caller may want to read (4xx bodies carry the
 * provider's message). Throws a transport error when the attempts are used up on transient failures.
 */
export async function send(call: HttpCall, policy: HttpPolicy, slot: Slot = (attempt) => attempt()): Promise<HttpAnswer> {
  try {
    return await retry(
      async () => {
        const answer = await slot(() => once(call, policy.timeoutMs));
        if (answer.status === 429 || answer.status >= 500) throw new TransientAnswer(answer);
        return answer;
      },
      {
        retries: call.idempotent ? policy.retries : 0,
        retryable: (err) => !(err instanceof RegistrarError && err.kind === 'provider'),
        firstDelayMs: policy.backoffMs,
        maxDelayMs: MAX_WAIT_MS,
        waitFor: (err) => (err instanceof TransientAnswer ? retryAfterMs(err.answer.headers.get('retry-after')) : null),
      },
    );
  } catch (err) {
    if (err instanceof TransientAnswer) return err.answer;
    throw err;
  }
}

/** The body as JSON, or a transport error naming what came back instead. */
export function parseJson(answer: HttpAnswer): unknown {
  try {
    return answer.text === '' ? null : JSON.parse(answer.text);
  } catch {
    throw transportError(`unexpected answer (HTTP ${answer.status}): ${answer.text.slice(0, 200)}`, answer.status);
  }
}

/** A non-2xx that is not the provider's own refusal body: 429/5xx are transport, 4xx provider. */
export function statusError(answer: HttpAnswer, message: string): Error {
  return answer.status === 429 || answer.status >= 500 ? transportError(message, answer.status) : providerError(message, answer.status);
}
