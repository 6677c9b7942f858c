// The one retry helper for calls that can fail for a moment (network, 429/5xx, a database restart):
// p-retry's loop, exponential backoff and AbortSignal, plus a wait a failure may ask for (Retry-After).
// p-retry is ESM-only and this package is type-checked as CommonJS, where a static import of it is
// TS1479; import() is allowed, and tsx, jest's transform and Node 20 all load it.
import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryInfo {
  error: unknown;
  /** The attempt that failed, from 1. */
  attempt: number;
  /** Retries left before this one. */
  retriesLeft: number;
  /** The wait before the next attempt. */
  delayMs: number;
}

export interface RetryOptions {
  /** Attempts after the first (0: try once). */
  retries: number;
  /** Wait before the first retry, in ms; it doubles before each next one. */
  firstDelayMs: number;
  /** Longest wait between two attempts, in ms (also for a wait a failure asks for); default none. */
  maxDelayMs?: number;
  /** No retry starts later than this after the first attempt, in ms; default none. */
  maxTotalMs?: number;
  /**
   * Whether a failure is worth another attempt; default every failure. A TypeError that is not a network
   * failure is a bug and never retried (p-retry's rule).
   */
  retryable?: (error: unknown) => boolean;
  /** A wait this failure asks for, in ms (its Retry-After); the longer of it and the backoff is waited. */
  waitFor?: (error: unknown) => number | null;
  /** Told of each failure that will be retried, before the wait (to log it). */
  onRetry?: (info: RetryInfo) => void;
  /** Ends the waiting and retrying: the call rejects with the signal's reason. */
  signal?: AbortSignal;
}

const FACTOR = 2;

const importPRetry = () => import('p-retry');
/** Loaded once: an import() per call costs about 0.2 ms under tsx's loader. */
let pRetryModule: ReturnType<typeof importPRetry> | undefined;

/**
 * Carries a thrown value that is not an Error of this realm (a string; under jest, an error from Node's
 * own modules such as a socket's) through p-retry, which would turn it into a TypeError it never retries.
 */
class Thrown extends Error {
  constructor(readonly value: unknown) {
    super(String(value));
  }
}
const unwrap = (err: unknown) => (err instanceof Thrown ? err.value : err);

/** The wait p-retry itself adds before a retry (its own formula, so a longer asked-for wait tops it up). */
function backoffMs(retriesConsumed: number, opts: RetryOptions): number {
  return Math.min(Math.round(opts.firstDelayMs * FACTOR ** retriesConsumed), opts.maxDelayMs ?? Infinity);
}

async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return;
  try {
    await sleep(ms, undefined, { signal });
  } catch (err) {
    throw signal?.aborted ? signal.reason : err;
  }
}

/**
 * Runs `attempt` until it resolves, a failure is not retryable, the retries or time are used up (then
 * it rejects with the last failure), or `signal` aborts. `attempt` gets the attempt number, from 1.
 */
export async function retry<T>(attempt: (n: number) => Promise<T>, opts: RetryOptions): Promise<T> {
  const { default: pRetry } = await (pRetryModule ??= importPRetry());
  const started = performance.now();
  const timeLeft = () => (opts.maxTotalMs ?? Infinity) - (performance.now() - started);
  const run = async (n: number) => {
    try {
      return await attempt(n);
    } catch (err) {
      throw err instanceof Error ? err : new Thrown(err);
    }
  };
  return pRetry(run, {
    retries: opts.retries,
    factor: FACTOR,
    minTimeout: opts.firstDelayMs,
    maxTimeout: opts.maxDelayMs ?? Infinity,
    maxRetryTime: opts.maxTotalMs ?? Infinity,
    signal: opts.signal,
    shouldRetry: async ({ error: thrown, attemptNumber, retriesLeft, retriesConsumed }) => {
      const error = unwrap(thrown);
      if (opts.retryable && !opts.retryable(error)) return false;
      const backoff = backoffMs(retriesConsumed, opts);
      const asked = opts.waitFor?.(error) ?? null;
      const delayMs = asked === null ? backoff : Math.max(backoff, Math.min(asked, opts.maxDelayMs ?? Infinity));
      opts.onRetry?.({ error, attempt: attemptNumber, retriesLeft, delayMs });
      // p-retry waits `backoff` once this returns; the rest of a longer asked-for wait is waited here.
      await pause(Math.min(delayMs - backoff, timeLeft()), opts.signal);
      return true;
    },
  }).catch((err: unknown) => {
    throw unwrap(err);
  });
}
