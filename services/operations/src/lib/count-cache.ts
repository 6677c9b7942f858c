// Totals for the paged results answer. Counting a filtered set means reading every matching row
// (hundreds of ms at 200,000 rows), while the panels poll every few seconds and only show the total in
// the pager. So a total is served from memory and refreshed in the background once it is older than
// maxAgeMs (stale-while-revalidate, lru-cache's allowStale + fetchMethod): only the first request for a
// filter waits for a count, and one count per key runs at a time.
import { LRUCache } from 'lru-cache';

type Count = () => Promise<number>;

export class CountCache {
  private readonly entries: LRUCache<string, number, Count>;

  /** `now` is the clock for maxAgeMs; lru-cache reads a start time of 0 as "no TTL", so it must not return 0. */
  constructor(maxAgeMs = 2_000, maxEntries = 500, now: () => number = Date.now) {
    this.entries = new LRUCache<string, number, Count>({
      max: maxEntries,
      ttl: Math.max(1, Math.floor(maxAgeMs)),
      ttlResolution: 0,
      perf: { now },
      // Past maxAgeMs the old total is served while a background count replaces it.
      allowStale: true,
      // A failed background count keeps the old total (the next request tries again); a failed first
      // count is thrown to its caller.
      noDeleteOnFetchRejection: true,
      // A count running when invalidate() is called still answers its caller but is not stored.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, compute: Count): Promise<number> {
    return (await this.entries.fetch(key, { context: compute })) as number;
  }

  /** Forgets every total, e.g. after a clear removed rows. */
  invalidate(): void {
    this.entries.clear();
  }
}
