// The api client turns a non-2xx answer into Error('<status>: <body>') (spec 1 §8). The sign-in toasts
// show the server's own words, so this digs the message out of the shared error body
// `{ error: { code, message, details } }` (design.md §8) and keeps the details for the callers that
// react to them (an unverified e-mail at login).

export interface ServerError {
  status: number | null;
  message: string | null;
  code: string | null;
  details: unknown;
}

export function parseServerError(error: unknown): ServerError {
  const text = error instanceof Error ? error.message : String(error);
  const m = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!m) return { status: null, message: null, code: null, details: undefined };
  const status = Number(m[1]);
  const body = m[2]?.trim() ?? '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown; code?: unknown; details?: unknown }; message?: unknown };
    const inner = parsed.error ?? parsed;
    const message = typeof inner.message === 'string' && inner.message.trim() ? inner.message : null;
    const code = typeof parsed.error?.code === 'string' ? parsed.error.code : null;
    return { status, message, code, details: parsed.error?.details };
  } catch {
    // A proxy's HTML error page is no message for a person; plain text is.
    const plain = body && !body.startsWith('<') ? body : null;
    return { status, message: plain, code: null, details: undefined };
  }
}

/** The server's message, else the fallback the spec names for that call. */
export function serverMessage(error: unknown, fallback: string): string {
  return parseServerError(error).message ?? fallback;
}
