// The TTL monitor's pass: documents whose TTL-indexed date lies more than expireAfterSeconds in the
// past are deleted. The index itself gives them (a range over dates up to the cutoff), so a pass costs
// only what it deletes.
import { readU64 } from '../storage/key-writer';
import { deserializeDocument } from '../storage/records';
import { scanRange } from '../storage/store';
import type { EngineContext } from './context';
import { boundsFor } from './index-bounds';
import type { Predicates } from './predicates';

export function expireTtl(ctx: EngineContext, now: Date = new Date()): number {
  let removed = 0;
  for (const state of ctx.catalog.list()) {
    for (const index of state.indexes) {
      if (index.ttlSeconds === undefined) continue;
      const cutoff = new Date(now.getTime() - index.ttlSeconds * 1000);
      const preds: Predicates = new Map([[index.fields[0], { upper: { value: cutoff, inclusive: false } }]]);
      const expired = new Set<number>();
      for (const range of boundsFor(index, preds).ranges) {
        for (const { key, value } of scanRange(ctx.store.entries, range)) {
          expired.add(index.unique ? readU64(value, 0) : readU64(key, key.length - 8));
        }
      }
      if (expired.size === 0) continue;
      ctx.write(() => {
        // Looked up again by name: a concurrent drop may have replaced the collection.
        const live = ctx.catalog.get(state.meta.db, state.meta.name);
        if (!live || live.meta.id !== state.meta.id) return;
        for (const recordId of expired) {
          const bytes = ctx.records.getRaw(live, recordId);
          if (!bytes) continue;
          ctx.records.remove(live, recordId, deserializeDocument(bytes), bytes.length);
          removed++;
        }
        ctx.catalog.saveStats(live);
      });
    }
  }
  return removed;
}
