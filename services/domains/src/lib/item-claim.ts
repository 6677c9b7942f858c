// Who may work on a bulk item: a pending item, or a running one whose holder's lease lapsed (it died).
// A live lease means another copy of the message is being handled: retry later rather than run twice.
import { claimLeasedItem } from '@dop/service-kit';
import type { ItemDoc, ItemModel } from '../models/bulk-job';

export type ClaimedItem = Omit<ItemDoc, 'steps'> & { steps: Record<string, StepOutcome> };

export interface StepOutcome {
  status: string;
  success: boolean;
  message: string;
}

/** The item to work on, null when it is already finished (a redelivered copy: nothing to do); ItemBusyError while leased. */
export function claimItem(items: ItemModel, itemId: string, leaseMs: number): Promise<ClaimedItem | null> {
  return claimLeasedItem<ClaimedItem>(items, itemId, leaseMs, { $set: { updatedAt: new Date() }, $inc: { attempts: 1 } });
}

/** Recorded before the next step starts, so a restart never repeats a finished step. */
export async function recordStep(items: ItemModel, itemId: string, key: string, outcome: StepOutcome): Promise<void> {
  await items.updateOne({ _id: itemId }, { $set: { [`steps.${key}`]: outcome, updatedAt: new Date() } });
}

/** What a step's provider held before it applied, kept once: a redelivered step does not overwrite it. */
export async function keepOldValues(items: ItemModel, itemId: string, key: string, old: unknown): Promise<void> {
  const path = `stepsOld.${key}`;
  await items.updateOne({ _id: itemId, [path]: { $exists: false } }, { $set: { [path]: old } });
}

export async function finishItem(items: ItemModel, itemId: string, success: boolean): Promise<void> {
  await items.updateOne({ _id: itemId }, { $set: { status: success ? 'done' : 'failed', leaseUntil: null, updatedAt: new Date() } });
}
