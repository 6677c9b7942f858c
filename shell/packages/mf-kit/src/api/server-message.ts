// The api client reports a failure as Error("<status>: <body>"); a toast shows the server's own words
// from the shared error body `{ error: { message } }` (design.md §7, §8) when there are any.

/** The server's message from an api client error; else the error's text; '' for anything not an Error. */
export function serverMessage(error: unknown): string {
  const text = error instanceof Error ? error.message.trim() : '';
  const m = /^\d{3}: (\{.*\})$/s.exec(text);
  if (!m) return text;
  try {
    const body = JSON.parse(m[1]) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : text;
  } catch {
    // "{" that is not JSON (a cut-off body): the raw text is the best there is.
    return text;
  }
}
