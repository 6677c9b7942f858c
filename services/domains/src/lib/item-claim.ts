// Who may work on a bulk item: a pending item, or a running one whose holder's lease lapsed (it died).
// A live lease means another copy of the message is being handled: retry later rather than run twice.
import type { ItemDoc, ItemModel } from '../models/bulk-job';

export class ItemBusyError extends Error {
  override name = 'ItemBusyError';
}

export type ClaimedItem = Omit<ItemDoc, 'steps'> & { steps: Record<string, StepOutcome> };

export interface StepOutcome {
  status: string;
  success: boolean;
  message: string;
}

/** The item to work on, null when it is already finished (a redelivered copy: nothing to do). */
export async function claimItem(items: ItemModel, itemId: string, leaseMs: number): Promise<ClaimedItem | null> {
  const now = new Date();
  const claimed = await items
    .findOneAndUpdate(
      {
        _id: itemId,
        $or: [{ status: 'pending' }, { status: 'running', leaseUntil: { $lt: now } }, { status: 'running', leaseUntil: null }],
      },
      { $set: { status: 'running', leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now }, $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    )
    .lean<ClaimedItem>();
  if (claimed) return claimed;
  const current = await items.findById(itemId, { status: 1 }).lean();
  if (!current || current.status === 'done' || current.status === 'failed') return null;
  throw new ItemBusyError(`item ${itemId} is being processed by another worker`);
}

export async function extendLease(items: ItemModel, itemId: string, leaseMs: number): Promise<void> {
  await items.updateOne({ _id: itemId, status: 'running' }, { $set: { leaseUntil: new Date(Date.now() + leaseMs) } });
}

/** Recorded before the next step starts, so a restart never repeats a finished step. */
export async function recordStep(items: ItemModel, itemId: string, key: string, outcome: StepOutcome): Promise<void> {
  await items.updateOne({ _id: itemId }, { $set: { [`steps.${key}`]: outcome, updatedAt: new Date() } });
}

export async function finishItem(items: ItemModel, itemId: string, success: boolean): Promise<void> {
  await items.updateOne({ _id: itemId }, { $set: { status: success ? 'done' : 'failed', leaseUntil: null, updatedAt: new Date() } });
}
