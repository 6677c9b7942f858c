// Serialised search answers (one JSON body per scope, term, page and limit), so a repeated search costs
// a Map lookup instead of reading up to 100 documents from Mongo, mapping them and checking them through
// the zod response schema (the 30 KB answers of a common word were the tail of the list route).
//
// Freshness is the owner's job (search-index.ts): it calls clear() whenever anything the answers show
// may have changed. A computation that started before a clear() must not store its (maybe stale)
// answer afterwards, so callers read `epoch` before computing and hand it to set().

const MAX_ENTRIES = 2_000;
/** Bodies are up to ~30 KB (100 domains); the byte bound keeps the cache a few MB whatever the mix. */
const MAX_BYTES = 16 * 1024 * 1024;

export class PageAnswers {
  private readonly bodies = new Map<string, Buffer>();
  private bytes = 0;
  private epochNo = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** Changes on every clear(): an answer computed under an older epoch is not stored. */
  get epoch(): number {
    return this.epochNo;
  }

  get size(): number {
    return this.bodies.size;
  }

  get(key: string): Buffer | undefined {
    const body = this.bodies.get(key);
    if (body === undefined) return undefined;
    // Re-inserting moves the key to the young end of the Map's order (least recently used goes first).
    this.bodies.delete(key);
    this.bodies.set(key, body);
    return body;
  }

  set(key: string, body: Buffer, epoch: number): void {
    if (epoch !== this.epochNo || body.length > this.maxBytes) return;
    const old = this.bodies.get(key);
    if (old) {
      this.bytes -= old.length;
      this.bodies.delete(key);
    }
    this.bodies.set(key, body);
    this.bytes += body.length;
    while (this.bodies.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, gone] = this.bodies.entries().next().value as [string, Buffer];
      this.bodies.delete(oldest);
      this.bytes -= gone.length;
    }
  }

  clear(): void {
    this.bodies.clear();
    this.bytes = 0;
    this.epochNo += 1;
  }
}
