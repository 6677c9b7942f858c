import { CountCache } from '../../src/lib/count-cache';

describe('CountCache', () => {
  it('counts once, then serves the total and refreshes it in the background once stale', async () => {
    let clock = 0;
    let calls = 0;
    let real = 5;
    // The clock starts past 0: lru-cache reads a start time of 0 as "no TTL".
    const cache = new CountCache(1000, 10, () => 1_000 + clock);
    const count = async () => {
      calls++;
      return real;
    };
    expect(await cache.get('a', count)).toBe(5);
    real = 7;
    clock = 500;
    expect(await cache.get('a', count)).toBe(5);
    expect(calls).toBe(1);
    clock = 1501;
    expect(await cache.get('a', count)).toBe(5);
    await new Promise((r) => setImmediate(r));
    expect(calls).toBe(2);
    expect(await cache.get('a', count)).toBe(7);
  });

  it('keeps the old total when a background count fails, and forgets everything on invalidate', async () => {
    let clock = 0;
    // The clock starts past 0: lru-cache reads a start time of 0 as "no TTL".
    const cache = new CountCache(10, 10, () => 1_000 + clock);
    await cache.get('a', async () => 3);
    clock = 100;
    expect(await cache.get('a', () => Promise.reject(new Error('mongo down')))).toBe(3);
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('a', async () => 4)).toBe(3);
    cache.invalidate();
    expect(await cache.get('a', async () => 9)).toBe(9);
  });

  it('throws a failed first count to its caller and keeps nothing for the key', async () => {
    const cache = new CountCache(1000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('mongo down')))).rejects.toThrow('mongo down');
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('answers a count that was running at invalidate() but does not keep it', async () => {
    const cache = new CountCache(60_000, 10);
    let release!: (n: number) => void;
    const slow = cache.get('a', () => new Promise<number>((r) => (release = r)));
    cache.invalidate();
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('evicts the least recently used totals beyond its size', async () => {
    const cache = new CountCache(1000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 1);
    await cache.get('c', async () => 3);
    let recounted = false;
    await cache.get('b', async () => ((recounted = true), 2));
    expect(recounted).toBe(true);
  });
});
