// Bounded LRU with a per-entry expiry: identity answers are reused for a few seconds so the hot
// path costs a Map lookup instead of a NATS round trip, and the bound keeps a token-spraying client
// from growing memory without limit.

interface Entry<V> {
  value: V;
  expiresAt: number;
  /** Past expiresAt the value may still be served by peekStale() until this time (0 = never). */
  staleUntil: number;
  /** When the key last moved to the young end of the Map (see get). */
  movedAt: number;
}

/**
 * A hit moves its key to the young end at most this often: one session's calls come thousands of
 * times a second, and a Map delete + set on each was a measurable share of the gateway's hot path.
 * Eviction order is then exact to within this interval, which is all an LRU bound needs.
 */
const MOVE_INTERVAL_MS = 1000;

export class TtlCache<V> {
  private readonly map = new Map<string, Entry<V>>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.map.size;
  }

  /** The live value, or undefined when absent or expired (an expired entry is dropped). */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      if (entry.staleUntil <= now) this.map.delete(key);
      return undefined;
    }
    if (now - entry.movedAt >= MOVE_INTERVAL_MS) {
      // Re-inserting moves the key to the young end of the Map's insertion order.
      entry.movedAt = now;
      this.map.delete(key);
      this.map.set(key, entry);
    }
    return entry.value;
  }

  /** An expired value still inside its stale window (set with staleMs), else undefined. */
  peekStale(key: string, now = Date.now()): V | undefined {
    const entry = this.map.get(key);
    return entry && entry.staleUntil > now ? entry.value : undefined;
  }

  set(key: string, value: V, ttlMs: number, now = Date.now(), staleMs = 0): void {
    this.map.delete(key);
    this.map.set(key, { value, expiresAt: now + ttlMs, staleUntil: staleMs > 0 ? now + ttlMs + staleMs : 0, movedAt: now });
    while (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next().value as string;
      this.map.delete(oldest);
    }
  }

  /** Whether the key is held at all, expired or not. */
  has(key: string): boolean {
    return this.map.has(key);
  }

  /** Drops every entry whose value matches (a scan: for rare events, not the hot path). */
  deleteWhere(matches: (value: V) => boolean): number {
    let dropped = 0;
    // Deleting the current key while iterating a Map is safe.
    for (const [key, entry] of this.map) {
      if (matches(entry.value)) {
        this.map.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}
