// Serialised search answers (one JSON body per scope, term, page and limit), so a repeated search costs
// a cache lookup instead of reading up to 100 documents from Mongo, mapping them and checking them
// through the zod response schema (the 30 KB answers of a common word were the tail of the list route).
// An lru-cache bounded by entries and by bytes. Beside them, the totals of filtered lists that Mongo
// must count (a Health filter's count walks a tenth of 100,000 documents: ~200 ms), under the same
// freshness rule.
//
// Freshness is the owner's job (search-index.ts): it calls clear() whenever anything the answers show
// may have changed.
import { LRUCache } from 'lru-cache';

const MAX_ENTRIES = 2_000;
/** Bodies are up to ~30 KB (100 domains); the byte bound keeps the cache a few MB whatever the mix. */
const MAX_BYTES = 16 * 1024 * 1024;

export class PageAnswers {
  private readonly bodies: LRUCache<string, Buffer>;
  private readonly counts = new LRUCache<string, number>({ max: MAX_ENTRIES });
  // The one piece lru-cache has no notion of: a computation that started before a clear() must not
  // store its (maybe stale) answer afterwards, so callers read `epoch` before computing and hand it
  // to set(), which drops answers of an older epoch.
  private epochNo = 0;

  constructor(maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES) {
    // lru-cache wants sizes of at least 1; an empty body still takes an entry.
    this.bodies = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (body) => Math.max(1, body.length) });
  }

  /** Changes on every clear(): an answer computed under an older epoch is not stored. */
  get epoch(): number {
    return this.epochNo;
  }

  get size(): number {
    return this.bodies.size;
  }

  get(key: string): Buffer | undefined {
    return this.bodies.get(key);
  }

  /** Stores a body unless a clear() came after `epoch`; a body over the byte bound is not kept. */
  set(key: string, body: Buffer, epoch: number): void {
    if (epoch === this.epochNo) this.bodies.set(key, body);
  }

  /** A filtered list's total, while nothing it counts has changed. */
  count(key: string): number | undefined {
    return this.counts.get(key);
  }

  /** Stores a total unless a clear() came after `epoch`. */
  setCount(key: string, total: number, epoch: number): void {
    if (epoch === this.epochNo) this.counts.set(key, total);
  }

  clear(): void {
    this.bodies.clear();
    this.counts.clear();
    this.epochNo += 1;
  }
}
