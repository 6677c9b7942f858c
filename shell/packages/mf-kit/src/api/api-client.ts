// The api client of spec 1 §8 / design.md §8: any non-2xx becomes an ApiError {status, code, message,
// details} whose message reads "<status>: <the server's message or the status text>".
// Issue 25: a 403 step_up_required opens the page's Security gate; once passed the call is sent once
// more, and a cancelled gate throws the original refusal.
import { requestStepUp } from '../step-up/step-up-request';
import { apiErrorFromResponse } from './api-error';

export type On401 = 'throw' | 'returnNull';

export interface ApiReadOptions {
  /** 'returnNull': a 401 means "nothing for you" (signed out) rather than a failure. */
  on401?: On401;
  signal?: AbortSignal;
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw await apiErrorFromResponse(res);
}

async function parseBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  // 204 and empty bodies carry no value; callers typed for one get null.
  if (!text) return null as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/** Sends once; a step_up_required refusal waits for the gate and sends once more. */
async function withStepUp(send: () => Promise<Response>): Promise<Response> {
  const res = await send();
  if (res.status !== 403) return res;
  const refusal = await apiErrorFromResponse(res);
  if (refusal.code !== 'step_up_required') throw refusal;
  if (!(await requestStepUp())) throw refusal;
  return send();
}

/** Sends a request with the session cookie; the body, when given, as JSON. */
export async function apiRequest(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await withStepUp(() =>
    fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }),
  );
  await throwIfNotOk(res);
  return res;
}

export function apiGet<T>(url: string, options?: ApiReadOptions & { on401?: 'throw' }): Promise<T>;
export function apiGet<T>(url: string, options: ApiReadOptions & { on401: 'returnNull' }): Promise<T | null>;
export async function apiGet<T>(url: string, { on401 = 'throw', signal }: ApiReadOptions = {}): Promise<T | null> {
  const res = await withStepUp(() => fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal }));
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return parseBody<T>(res);
}

/** A write (POST, PUT, PATCH, DELETE) returning the parsed response body. */
export async function apiSend<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return parseBody<T>(await apiRequest(method, url, body, signal));
}
