// Form text helpers shared by the HE and PowerDNS forms (spec 2 §5: split by line, trimmed, empty
// lines dropped) and the server's own words for toasts (design.md §7).

export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export const isIpv4 = (value: string) => IPV4.test(value.trim());

/** "400: {"error":{"message":"…"}}" from the api client becomes the server's message (and details). */
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
