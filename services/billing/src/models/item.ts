// One domain of a purchase job, which is also its billing result row (spec 2 §3). The state machine
// makes purchases happen once: checking → scheduled (dueAt stored, so a restart resumes the schedule)
// → buying (claimed under a lease) → done; or skipped (unavailable, over the cap) / refused (job refused).
import type { Registrar } from '@dop/contracts/registrars';
import { REGISTRARS } from '@dop/contracts/registrars';
import { indexPendingEvents, pendingEventsPath, type PendingEvent } from '@dop/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

export const ITEM_STATES = ['checking', 'scheduled', 'buying', 'done', 'skipped', 'refused'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
/** States shown in the results list: the job passed its checks. */
export const LISTED_STATES: ItemState[] = ['scheduled', 'buying', 'done', 'skipped'];

export interface ItemDoc {
  _id: string;
  jobId: string;
  userId: string | null;
  userName: string | null;
  domain: string;
  registrar: Registrar;
  accountId: number;
  state: ItemState;
  /** The status string shown under the registrar's column. */
  status: string;
  success: boolean | null;
  price: number | null;
  message: string | null;
  dueAt: Date | null;
  leaseUntil: Date | null;
  /** Purchase attempts; above 1 the previous holder died mid-purchase and the registrar is asked first. */
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
  _events?: PendingEvent[];
}

const ItemSchema = new Schema<ItemDoc>(
  {
    _id: { type: String, required: true },
    jobId: { type: String, required: true },
    userId: { type: String, default: null },
    userName: { type: String, default: null },
    domain: { type: String, required: true },
    registrar: { type: String, enum: REGISTRARS, required: true },
    accountId: { type: Number, required: true },
    state: { type: String, enum: ITEM_STATES, default: 'checking' },
    status: { type: String, default: 'Pending' },
    success: { type: Boolean, default: null },
    price: { type: Number, default: null },
    message: { type: String, default: null },
    dueAt: { type: Date, default: null },
    leaseUntil: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    createdAt: { type: Date, default: () => new Date() },
    updatedAt: { type: Date, default: () => new Date() },
    /** billing.domain.purchased / purchase.failed, staged with the outcome until the relay publishes them. */
    _events: pendingEventsPath,
  },
  { versionKey: false },
);
indexPendingEvents(ItemSchema);
ItemSchema.index({ state: 1, dueAt: 1 });
ItemSchema.index({ jobId: 1, state: 1 });
ItemSchema.index({ userId: 1, createdAt: -1 });
ItemSchema.index({ createdAt: -1 });

export type ItemModel = Model<ItemDoc>;
export const itemModel = (conn: Connection): ItemModel => conn.model<ItemDoc>('PurchaseItem', ItemSchema, 'purchase_items');
