// Redirects are not followed on guarded calls: the guard checked where the call goes, and a 3xx
// would send it (and its credentials) somewhere the user chose. The item fails naming the Location.
export class RedirectRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly location: string | null,
  ) {
    super(`answered HTTP ${status} redirecting to ${location ?? '(no Location)'}; redirects are not followed`);
    this.name = 'RedirectRefusedError';
  }
}

interface Answer {
  status: number;
  headers: { get(name: string): string | null } | Record<string, string | string[] | undefined>;
}

function locationOf(headers: Answer['headers']): string | null {
  if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get('location');
  const value = (headers as Record<string, string | string[] | undefined>).location;
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** Throws RedirectRefusedError for a 3xx answer (fetch with redirect: 'manual', or undici request). */
export function refuseRedirect(answer: Answer): void {
  if (answer.status >= 300 && answer.status < 400) throw new RedirectRefusedError(answer.status, locationOf(answer.headers));
}
