// The api client's Error reads "<status>: <body>"; toasts show the server's own message under the
// spec's title (design.md §7).
export function serverMessage(error: unknown): string {
  const text = error instanceof Error ? error.message.trim() : String(error ?? '');
  const m = /^\d{3}: (\{.*\})$/s.exec(text);
  if (!m) return text;
  try {
    const body = JSON.parse(m[1]) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : text;
  } catch {
    return text;
  }
}
