// mf-kit's api client reports failures as "<status>: <body>"; a toast shows the server's own message
// from the shared error body when there is one.
export function serverMessage(error: unknown): string {
  const text = error instanceof Error ? error.message.trim() : '';
  const m = /^\d{3}: (\{.*\})$/s.exec(text);
  if (!m) return text;
  try {
    const body = JSON.parse(m[1]) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : text;
  } catch {
    return text;
  }
}
