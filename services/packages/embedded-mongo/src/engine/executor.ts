// Runs a plan: reads index entries or records in key order and yields the documents (not yet
// filtered). Counts what it examines, so tests and explain can see that an index was used.
import type { Document } from 'bson';
import type { FieldReader } from '../storage/bson-fields';
import type { CollectionState } from '../storage/catalog';
import { readStringComponent } from '../storage/key-codec';
import { readU64 } from '../storage/key-writer';
import { deserializeDocument } from '../storage/records';
import { idPrefix, prefixRange, recordIdOf, recordKey, scanKeys, scanRange, type KeyRange, type Store } from '../storage/store';
import type { Plan } from './planner';
import { tick } from './time-limit';

export interface ScanStats {
  keysExamined: number;
  docsExamined: number;
}

/** A stored document as a scan found it; decoded only when someone asks for `doc`. */
export class Fetched {
  private decoded?: Document;

  constructor(
    readonly recordId: number,
    readonly bytes: Buffer,
  ) {}

  /** Stored BSON size, for collection statistics on update and delete. */
  get size(): number {
    return this.bytes.length;
  }

  get doc(): Document {
    return (this.decoded ??= deserializeDocument(this.bytes));
  }

  /** Some top-level fields: from the decoded document if there is one, else read from the bytes. */
  fields(reader: FieldReader): Document {
    return this.decoded ?? reader.read(this.bytes);
  }
}

/** Process-wide totals since the engine opened (exposed through serverStatus-like stats and tests). */
export const totals: ScanStats = { keysExamined: 0, docsExamined: 0 };

function keyPasses(key: Buffer, re: RegExp): boolean {
  const s = readStringComponent(key, 4);
  // Non-string keys in the scanned brackets (stored regexes) go to the full filter.
  if (!s) return true;
  re.lastIndex = 0;
  return re.test(s.value);
}

/**
 * Index entries of a range. When keys are tested first (regex), only keys are read and a unique
 * entry's value (the record id) is fetched for the few that pass.
 */
function entriesOf(store: Store, range: KeyRange, reverse: boolean, keysFirst: unknown): Iterable<{ key: Buffer; value?: Buffer }> {
  if (!keysFirst || reverse) return scanRange(store.entries, range, reverse);
  return mapKeys(scanKeys(store.entries, range));
}

function* mapKeys(keys: Iterable<Buffer>): Generator<{ key: Buffer; value?: Buffer }> {
  for (const key of keys) yield { key };
}

/** Unique keys looked up directly (no range cursor): the common find-by-unique-field case. */
function* pointLookups(
  store: Store,
  state: CollectionState,
  ranges: { start: Buffer }[],
  reverse: boolean,
  multikey: boolean,
  stats?: ScanStats,
): Generator<Fetched> {
  const keys = reverse ? [...ranges].reverse() : ranges;
  // A multikey document sits under several keys: $in over two of its values must return it once.
  const seen = multikey && keys.length > 1 ? new Set<number>() : undefined;
  for (const { start } of keys) {
    const holder = store.entries.get(start);
    if (!holder) continue;
    tick();
    totals.keysExamined++;
    if (stats) stats.keysExamined++;
    const recordId = readU64(holder, 0);
    if (seen) {
      if (seen.has(recordId)) continue;
      seen.add(recordId);
    }
    const bytes = store.docs.get(recordKey(state.meta.id, recordId));
    if (!bytes) continue;
    totals.docsExamined++;
    if (stats) stats.docsExamined++;
    yield new Fetched(recordId, bytes);
  }
}

/** A cheap test on the stored bytes; documents it rejects are never decoded. */
export type Prefilter = (bytes: Buffer) => boolean;

export function* execute(store: Store, state: CollectionState, plan: Plan, stats?: ScanStats, prefilter?: Prefilter): Generator<Fetched> {
  if (plan.kind === 'union') {
    const seen = new Set<number>();
    for (const sub of plan.plans) {
      for (const f of execute(store, state, sub, stats, prefilter)) {
        if (seen.has(f.recordId)) continue;
        seen.add(f.recordId);
        yield f;
      }
    }
    return;
  }
  if (plan.kind === 'collscan') {
    for (const { key, value } of scanRange(store.docs, prefixRange(idPrefix(state.meta.id)), plan.reverse)) {
      tick();
      totals.docsExamined++;
      if (stats) stats.docsExamined++;
      if (prefilter && !prefilter(value)) continue;
      yield new Fetched(recordIdOf(key), value);
    }
    return;
  }
  const { index, keyRegex } = plan;
  if (plan.point) {
    yield* pointLookups(store, state, plan.ranges, plan.reverse, index.meta.multikey, stats);
    return;
  }
  // A document can appear under several keys (arrays) or in several $in ranges: return it once.
  const seen = index.meta.multikey || plan.ranges.length > 1 ? new Set<number>() : undefined;
  const ranges = plan.reverse ? [...plan.ranges].reverse() : plan.ranges;
  for (const range of ranges) {
    for (const { key, value } of entriesOf(store, range, plan.reverse, keyRegex)) {
      tick();
      totals.keysExamined++;
      if (stats) stats.keysExamined++;
      if (keyRegex && !keyPasses(key, keyRegex)) continue;
      const recordId = index.unique ? readU64(value ?? store.entries.get(key)!, 0) : readU64(key, key.length - 8);
      if (seen) {
        if (seen.has(recordId)) continue;
        seen.add(recordId);
      }
      const bytes = store.docs.get(recordKey(state.meta.id, recordId));
      if (!bytes) continue; // removed since this chunk of keys was read
      totals.docsExamined++;
      if (stats) stats.docsExamined++;
      if (prefilter && !prefilter(bytes)) continue;
      yield new Fetched(recordId, bytes);
    }
  }
}
