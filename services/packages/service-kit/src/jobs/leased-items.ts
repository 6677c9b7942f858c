// Hand-written: agenda and bree lock whole scheduled jobs; none leases single items of one job shared by instances, renewed while they run.
// The items of a job worked on by several instances at once (a bulk add, a Cloudflare add): an item is
// claimed with a lease, the lease is kept alive while slow provider calls run, and the job is closed
// once its last item ended (finish-job.ts). A lapsed lease means its holder died.
import type { Model } from 'mongoose';

/** A live lease: another copy of the message is being handled; retry later rather than run twice. */
export class ItemBusyError extends Error {
  override name = 'ItemBusyError';
}

// Any item collection with _id, status ('pending' | 'running' | 'done' | 'failed') and leaseUntil.
type ItemModel = Model<any>;

export interface ClaimExtras {
  /** More fields to set on the claimed item (updatedAt, say). */
  $set?: Record<string, unknown>;
  /** Counters to bump on the claimed item (attempts, say). */
  $inc?: Record<string, number>;
}

/** The item to work on, or null when it is finished already (a redelivered copy: nothing to do). */
export async function claimLeasedItem<T>(items: ItemModel, itemId: string, leaseMs: number, extras: ClaimExtras = {}): Promise<T | null> {
  const now = new Date();
  const claimed = await items
    .findOneAndUpdate(
      {
        _id: itemId,
        $or: [{ status: 'pending' }, { status: 'running', leaseUntil: { $lt: now } }, { status: 'running', leaseUntil: null }],
      },
      {
        $set: { status: 'running', leaseUntil: new Date(now.getTime() + leaseMs), ...extras.$set },
        ...(extras.$inc ? { $inc: extras.$inc } : {}),
      },
      { returnDocument: 'after' },
    )
    .lean<T>();
  if (claimed) return claimed;
  const current = await items.findById(itemId, { status: 1 }).lean<{ status: string }>();
  if (!current || current.status === 'done' || current.status === 'failed') return null;
  throw new ItemBusyError(`item ${itemId} is being processed by another worker`);
}

/**
 * Keeps the message (touch: JetStream's working()) and the item's lease alive while its work runs,
 * three times a lease; returns the stop. A failed extension is left to the next beat.
 */
export function keepLeaseAlive(items: ItemModel, itemId: string, leaseMs: number, touch: () => void): () => void {
  const timer = setInterval(
    () => {
      touch();
      items.updateOne({ _id: itemId, status: 'running' }, { $set: { leaseUntil: new Date(Date.now() + leaseMs) } }).catch(() => undefined);
    },
    Math.max(200, Math.floor(leaseMs / 3)),
  );
  return () => clearInterval(timer);
}

/** Whether an item of the job is still to do (pending, or running under a lease). */
export async function hasOpenItems(items: ItemModel, jobId: string): Promise<boolean> {
  // Called after every item: asking whether one open item is left stops at the first, where a count
  // would walk every open item of the job each time (quadratic over a 5,000-domain job).
  return Boolean(await items.exists({ jobId, status: { $in: ['pending', 'running'] } }));
}
