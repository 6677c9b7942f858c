// retry (p-retry underneath) with real timers and small delays: backoff doubling and its cap, retryable
// failures only, a wait a failure asks for, the time budget, and AbortSignal.
import { retry, type RetryInfo } from '../src/retry';

class Transient extends Error {
  constructor(readonly waitMs: number | null = null) {
    super('transient');
  }
}

/** An attempt that fails `failures` times (with the errors given, else Transient), then answers 'done'. */
function flaky(failures: number, error: (n: number) => Error = () => new Transient()) {
  const calls: number[] = [];
  const attempt = async (n: number) => {
    calls.push(n);
    if (calls.length <= failures) throw error(calls.length);
    return 'done';
  };
  return { attempt, calls };
}

describe('retry', () => {
  it('retries until the attempt succeeds, telling onRetry each time with a doubling, capped wait', async () => {
    const { attempt, calls } = flaky(3);
    const seen: RetryInfo[] = [];
    const started = performance.now();
    await expect(retry(attempt, { retries: 5, firstDelayMs: 10, maxDelayMs: 25, onRetry: (i) => seen.push(i) })).resolves.toBe('done');
    expect(calls).toEqual([1, 2, 3, 4]);
    expect(seen.map((i) => [i.attempt, i.retriesLeft, i.delayMs])).toEqual([
      [1, 5, 10],
      [2, 4, 20],
      [3, 3, 25],
    ]);
    expect(seen[0].error).toBeInstanceOf(Transient);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('rejects with the last failure once the retries are used up', async () => {
    const { attempt, calls } = flaky(10, (n) => new Error(`failure ${n}`));
    await expect(retry(attempt, { retries: 2, firstDelayMs: 1 })).rejects.toThrow('failure 3');
    expect(calls).toHaveLength(3);
  });

  it('tries once with no retries', async () => {
    const { attempt, calls } = flaky(1);
    await expect(retry(attempt, { retries: 0, firstDelayMs: 1 })).rejects.toBeInstanceOf(Transient);
    expect(calls).toHaveLength(1);
  });

  it('does not retry a failure that is not retryable', async () => {
    const { attempt, calls } = flaky(5, (n) => (n === 2 ? new Error('for good') : new Transient()));
    const retried: unknown[] = [];
    const run = retry(attempt, {
      retries: 5,
      firstDelayMs: 1,
      retryable: (e) => e instanceof Transient,
      onRetry: (i) => retried.push(i.error),
    });
    await expect(run).rejects.toThrow('for good');
    expect(calls).toHaveLength(2);
    expect(retried).toHaveLength(1);
  });

  it('retries what is thrown even when it is not an Error, and rejects with it as it was thrown', async () => {
    const { attempt, calls } = flaky(10, () => 'plain string' as unknown as Error);
    const seen: unknown[] = [];
    await expect(retry(attempt, { retries: 2, firstDelayMs: 1, onRetry: (i) => seen.push(i.error) })).rejects.toBe('plain string');
    expect(calls).toHaveLength(3);
    expect(seen).toEqual(['plain string', 'plain string']);
  });

  it('never retries a TypeError that is a bug', async () => {
    const { attempt, calls } = flaky(10, () => new TypeError('x is not a function'));
    await expect(retry(attempt, { retries: 3, firstDelayMs: 1 })).rejects.toThrow('x is not a function');
    expect(calls).toHaveLength(1);
  });

  it('waits what a failure asks for when that is longer than the backoff, capped by maxDelayMs', async () => {
    const waits = [120, 0, 5_000];
    const { attempt } = flaky(3, (n) => new Transient(waits[n - 1]));
    const seen: number[] = [];
    const gaps: number[] = [];
    let last = performance.now();
    const timed = async (n: number) => {
      gaps.push(performance.now() - last);
      last = performance.now();
      return attempt(n);
    };
    const opts = {
      retries: 3,
      firstDelayMs: 10,
      maxDelayMs: 150,
      waitFor: (e: unknown) => (e as Transient).waitMs,
      onRetry: (i: RetryInfo) => seen.push(i.delayMs),
    };
    await expect(retry(timed, opts)).resolves.toBe('done');
    // 120 asked > 10 backoff; 0 asked < 20 backoff; 5 s asked, capped at 150.
    expect(seen).toEqual([120, 20, 150]);
    expect(gaps[1]).toBeGreaterThanOrEqual(115);
    expect(gaps[3]).toBeGreaterThanOrEqual(145);
    expect(gaps[3]).toBeLessThan(1_000);
  });

  it('starts no retry after maxTotalMs', async () => {
    const { attempt, calls } = flaky(100);
    const started = performance.now();
    await expect(retry(attempt, { retries: Infinity, firstDelayMs: 20, maxTotalMs: 100 })).rejects.toBeInstanceOf(Transient);
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.length).toBeLessThan(8);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('stops waiting when the signal aborts, with its reason, in the backoff and in an asked-for wait', async () => {
    for (const waitMs of [null, 10_000]) {
      const controller = new AbortController();
      const { attempt, calls } = flaky(10, () => new Transient(waitMs));
      const started = performance.now();
      setTimeout(() => controller.abort(new Error('shutting down')), 50);
      const opts = { retries: 5, firstDelayMs: 10_000, waitFor: (e: unknown) => (e as Transient).waitMs, signal: controller.signal };
      await expect(retry(attempt, opts)).rejects.toThrow('shutting down');
      expect(calls).toHaveLength(1);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it('does not start when the signal has already aborted', async () => {
    const { attempt, calls } = flaky(0);
    await expect(retry(attempt, { retries: 1, firstDelayMs: 1, signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
    expect(calls).toHaveLength(0);
  });
});
