// Gate documents in MongoDB, changed by compare-and-set: read the document, compute the new state, and
// write it with one atomic update that matches only the version read. A writer that lost the race reads
// again; every replica therefore sees one order of starts, leases and waiters per account.
import type { Connection } from 'mongoose';
import { EMPTY_STATE, type GateDoc, type GateState } from './gate-state';

export const GATES_COLLECTION = 'registrar_gates';

/** A change computed from the current state: the new state and a result, or null to write nothing. */
export type Change<R> = (state: GateState) => { next: GateState | null; result: R };

const DUPLICATE_KEY = 11000;
/** Each lost race means another writer got through, so this bounds a burst, never a stall. */
const MAX_ATTEMPTS = 100;

export class GateStore {
  constructor(private readonly connection: Connection) {}

  private get collection() {
    return this.connection.db!.collection<GateDoc>(GATES_COLLECTION);
  }

  async read(key: string): Promise<GateDoc | null> {
    return this.collection.findOne({ _id: key });
  }

  /** Applies `change` to the gate `key` atomically; retries on a concurrent write. */
  async change<R>(key: string, change: Change<R>): Promise<R> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const doc = await this.read(key);
      const state: GateState = doc ? { holders: doc.holders, queue: doc.queue, nextAt: doc.nextAt } : EMPTY_STATE;
      const { next, result } = change(state);
      if (next === null) return result;
      if (await this.write(key, doc?.v ?? null, next)) return result;
    }
    throw new Error(`gate ${key}: too many concurrent writers`);
  }

  /** Writes `next` if the document is still at version `v` (null: if it still does not exist). */
  private async write(key: string, v: number | null, next: GateState): Promise<boolean> {
    const { holders, queue, nextAt } = next;
    if (v === null) {
      try {
        await this.collection.insertOne({ _id: key, v: 1, holders, queue, nextAt });
        return true;
      } catch (err) {
        if ((err as { code?: number }).code === DUPLICATE_KEY) return false;
        throw err;
      }
    }
    const res = await this.collection.updateOne({ _id: key, v }, { $set: { v: v + 1, holders, queue, nextAt } });
    return res.matchedCount === 1;
  }
}
