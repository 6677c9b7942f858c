// Open cursors keyed by Int64 id; idle ones expire after 10 minutes like mongod's default.
import { BSON, Long, type Document } from 'bson';
import { MongoCommandError } from '../engine/types';
import { timeLeft, timeLimitExpired, withTimeLimit } from '../engine/time-limit';

const IDLE_MS = 10 * 60 * 1000;
// Keeps a reply under BSON.serialize's ~16 MiB buffer with room for the envelope.
const BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;

interface OpenCursor {
  ns: string;
  iterator: Iterator<Document>;
  lastUsed: number;
  /** What is left of the command's maxTimeMS (Infinity: none); each getMore spends from it, as mongod counts. */
  budget: number;
}

export class CursorRegistry {
  private cursors = new Map<string, OpenCursor>();
  private nextId = 1n;

  /** Pulls up to `limit` docs (Infinity = unbounded) staying below the byte budget. */
  private take(iterator: Iterator<Document>, limit: number, pending: Document[]): { batch: Document[]; done: boolean } {
    const batch: Document[] = [];
    let bytes = 0;
    while (batch.length < limit) {
      const next = pending.length ? { done: false, value: pending.shift()! } : iterator.next();
      if (next.done) return { batch, done: true };
      const size = BSON.calculateObjectSize(next.value);
      if (batch.length > 0 && bytes + size > BATCH_BYTES) {
        pending.push(next.value);
        return { batch, done: false };
      }
      batch.push(next.value);
      bytes += size;
    }
    // Peek one document so an exhausted source closes the cursor now (id 0) instead of on the next getMore.
    if (batch.length === 0) return { batch, done: false };
    const peek = pending.length ? { done: false, value: pending.shift()! } : iterator.next();
    if (peek.done) return { batch, done: true };
    pending.unshift(peek.value);
    return { batch, done: false };
  }

  /** batchSize 0 gives an empty first batch, as in MongoDB; pass Infinity for "all that fits". */
  open(ns: string, source: Iterable<Document>, batchSize: number, singleBatch = false): Document {
    const pending: Document[] = [];
    const iterator = source[Symbol.iterator]();
    const { batch, done } = this.take(iterator, batchSize, pending);
    let id = Long.ZERO;
    if (!done && !singleBatch) {
      const raw = this.nextId++;
      id = Long.fromBigInt(raw);
      this.cursors.set(raw.toString(), { ns, iterator: withPending(pending, iterator), lastUsed: Date.now(), budget: timeLeft() });
    }
    return { cursor: { firstBatch: batch, id, ns }, ok: 1 };
  }

  getMore(id: Long, ns: string, batchSize: number): Document {
    this.expire();
    const key = id.toString();
    const c = this.cursors.get(key);
    if (!c) throw new MongoCommandError(43, `cursor id ${key} not found`, 'CursorNotFound');
    if (c.ns !== ns)
      throw new MongoCommandError(
        13,
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${c.ns}`,
        'Unauthorized',
      );
    const pending: Document[] = [];
    if (c.budget <= 0) {
      this.cursors.delete(key);
      throw timeLimitExpired();
    }
    const started = Date.now();
    let taken: { batch: Document[]; done: boolean };
    try {
      taken = withTimeLimit(c.budget === Infinity ? 0 : c.budget, () =>
        this.take(c.iterator, batchSize > 0 ? batchSize : Infinity, pending),
      );
    } catch (err) {
      // A cursor whose work failed (its time limit included) cannot go on: mongod kills it too.
      this.cursors.delete(key);
      throw err;
    }
    const { batch, done } = taken;
    c.budget -= Date.now() - started;
    c.iterator = withPending(pending, c.iterator);
    c.lastUsed = Date.now();
    if (done) this.cursors.delete(key);
    return { cursor: { nextBatch: batch, id: done ? Long.ZERO : id, ns }, ok: 1 };
  }

  kill(ids: Long[]): Document {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id.toString()) ? killed : notFound).push(id);
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  expire(now = Date.now()): void {
    for (const [k, c] of this.cursors) if (now - c.lastUsed > IDLE_MS) this.cursors.delete(k);
  }

  clear(): void {
    this.cursors.clear();
  }
}

function withPending(pending: Document[], it: Iterator<Document>): Iterator<Document> {
  if (!pending.length) return it;
  return { next: () => (pending.length ? { done: false, value: pending.shift()! } : it.next()) };
}
