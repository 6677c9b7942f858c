// The api client's errors read "<status>: <body>"; these pull the status and the registry's error code
// (design.md §8: `{ error: { code, message } }`) back out, for callers that branch on them.
export function statusOfError(error: unknown): number | null {
  const m = /^(\d{3}): /.exec(error instanceof Error ? error.message : '');
  return m ? Number(m[1]) : null;
}

export function errorCodeOf(error: unknown): string | null {
  const m = /^\d{3}: (\{.*\})$/s.exec(error instanceof Error ? error.message.trim() : '');
  if (!m) return null;
  try {
    const code = (JSON.parse(m[1]) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
