// Totals for the paged results answer. Counting a filtered set means reading every matching row
// (hundreds of ms at 200,000 rows), while the panels poll every few seconds and only show the total in
// the pager. So a total is served from memory and refreshed in the background once it is older than
// maxAgeMs (stale-while-revalidate): only the first request for a filter waits for a count.

interface Entry {
  value: number;
  at: number;
  refreshing?: Promise<number>;
}

export class CountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxAgeMs = 2_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, compute: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    if (!entry) return this.refresh(key, compute);
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.now() - entry.at > this.maxAgeMs && !entry.refreshing) {
      // A failed background count keeps the old total; the next request tries again.
      void this.refresh(key, compute).catch(() => undefined);
    }
    return entry.value;
  }

  /** Forgets every total, e.g. after a clear removed rows. */
  invalidate(): void {
    this.entries.clear();
  }

  private refresh(key: string, compute: () => Promise<number>): Promise<number> {
    const existing = this.entries.get(key);
    if (existing?.refreshing) return existing.refreshing;
    const refreshing = compute().then(
      (value) => {
        this.entries.delete(key);
        this.entries.set(key, { value, at: this.now() });
        while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        return value;
      },
      (err) => {
        const current = this.entries.get(key);
        if (current) delete current.refreshing;
        throw err;
      },
    );
    if (existing) existing.refreshing = refreshing;
    return refreshing;
  }
}
