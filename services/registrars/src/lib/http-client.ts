// Outgoing calls to a registrar: through the account's proxy, with a timeout, and retried with
// exponential backoff only when the call is idempotent (reads, whole-set writes) and the failure is
// transient (network, timeout, 429, 5xx). Non-idempotent calls (register) are tried once.
import { fetch, type Dispatcher } from 'undici';
import { transportError, providerError } from './errors';

export interface HttpPolicy {
  timeoutMs: number;
  /** Extra attempts after the first for idempotent calls. */
  retries: number;
  /** First backoff; doubles each retry. */
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function retryAfterMs(headers: Headers): number | null {
  const value = headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, 30_000) : null;
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
  const attempts = call.idempotent ? policy.retries + 1 : 1;
  let last: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    let wait = policy.backoffMs * 2 ** attempt;
    try {
      const answer = await slot(() => once(call, policy.timeoutMs));
      const transient = answer.status === 429 || answer.status >= 500;
      if (!transient || attempt === attempts - 1) return answer;
      wait = retryAfterMs(answer.headers) ?? wait;
      last = answer;
    } catch (err) {
      last = err;
      if (attempt === attempts - 1) throw err;
    }
    await sleep(wait);
  }
  throw last instanceof Error ? last : transportError('no answer');
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
