// A write that records what a provider already did must not be lost to a database restart: if it were,
// the redelivered item would call the provider again. Such writes wait for the database to answer.
import { isDatabaseUnreachable } from '../mongo-errors';
import { retry } from '../retry';

export interface DatabaseRetryOptions {
  /** Give up (throw the last error) after this long; default 30 s. */
  timeoutMs?: number;
  /** First pause between tries, doubling up to 2 s; default 100 ms. */
  firstDelayMs?: number;
}

/** Runs `write`, again and again while the database is unreachable, until it answers or time is up. */
export function whenDatabaseAnswers<T>(write: () => Promise<T>, opts: DatabaseRetryOptions = {}): Promise<T> {
  return retry(write, {
    retries: Infinity,
    firstDelayMs: opts.firstDelayMs ?? 100,
    maxDelayMs: 2_000,
    maxTotalMs: opts.timeoutMs ?? 30_000,
    retryable: isDatabaseUnreachable,
  });
}
