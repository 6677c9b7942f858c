// The one wait-for helper: readiness by polling, never by fixed sleeps. Tests use it through
// service-testing; deploy's supervisor waits for its children with it (abort, onSlow). Hand-written
// because the libraries for this (wait-on, p-wait-for) wait for one kind of resource, or are ESM-only
// and lack the abort and progress hooks the supervisor needs, and this is thirty lines.

export interface WaitOptions {
  /** Give up after this long (default 10 s; Infinity: never). */
  timeoutMs?: number;
  intervalMs?: number;
  /** Named in the timeout error. */
  what?: string;
  /** Stops waiting early with the reason it returns, e.g. when the process waited for has exited for good. */
  abort?: () => string | undefined;
  /** Called every `slowEveryMs` (default 20 s) while still waiting, to tell an operator what is missing. */
  onSlow?: (waitedMs: number) => void;
  slowEveryMs?: number;
}

/** Polls `check` until it returns a value other than false/undefined/null; rejects on timeout or abort. */
export async function waitFor<T>(
  check: () => Promise<T | false | null | undefined> | T | false | null | undefined,
  opts: WaitOptions = {},
): Promise<T> {
  const started = Date.now();
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const slowEvery = opts.slowEveryMs ?? 20_000;
  let nextSlow = started + slowEvery;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== false && value !== null && value !== undefined) return value;
    } catch (err) {
      lastError = err;
    }
    const reason = opts.abort?.();
    if (reason) throw new Error(reason);
    const now = Date.now();
    if (now - started > timeoutMs) {
      const cause = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${opts.what ?? 'condition'}${cause}`);
    }
    if (opts.onSlow && now >= nextSlow) {
      opts.onSlow(now - started);
      nextSlow = now + slowEvery;
    }
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 50));
  }
}
