// Inventory alerts waiting for the admins' Telegram or e-mail (issue 29): one document per alert event,
// keyed by its eventId so a redelivered event is stored once; sentAt is set once identity took the
// message. Pending alerts survive a restart of domains, identity or NATS: nothing is lost, and a digest
// collects them for a day.
import { Schema, type Connection, type Model } from 'mongoose';

export interface InventoryAlertDoc {
  _id: string;
  /** nameservers, records, zone, or expiry: the team's drift choice filters at send time. */
  check: string;
  line: string;
  createdAt: Date;
  /** Set when a message takes the alert, kept on every retry of it: identity tells each admin once per id. */
  deliveryId: string | null;
  /** The first try of its delivery: admins it missed are tried again for an hour after it. */
  deliveryStartedAt: Date | null;
  /** A delivery that missed some admins waits until then for its next try. */
  retryAt: Date | null;
  sentAt: Date | null;
}

const AlertSchema = new Schema<InventoryAlertDoc>(
  {
    _id: { type: String, required: true },
    check: { type: String, required: true },
    line: { type: String, required: true },
    createdAt: { type: Date, required: true },
    deliveryId: { type: String, default: null },
    deliveryStartedAt: { type: Date, default: null },
    retryAt: { type: Date, default: null },
    sentAt: { type: Date, default: null },
  },
  { versionKey: false },
);
AlertSchema.index({ sentAt: 1, createdAt: 1 });
AlertSchema.index({ deliveryId: 1, sentAt: 1 });

export type InventoryAlertModel = Model<InventoryAlertDoc>;

export function inventoryAlertModel(conn: Connection): InventoryAlertModel {
  return conn.model<InventoryAlertDoc>('InventoryAlert', AlertSchema, 'inventory_alerts');
}
