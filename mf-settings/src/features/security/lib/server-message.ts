// The api client throws "<status>: <body>"; toasts show the server's own message (spec 2 §8).
export function serverMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const body = text.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } };
    return parsed.error?.message ?? body;
  } catch {
    return body;
  }
}

export const statusOf = (error: unknown): number | null => {
  const m = /^(\d{3}): /.exec(error instanceof Error ? error.message : '');
  return m ? Number(m[1]) : null;
};
