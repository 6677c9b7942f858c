// A delete leaves no document to carry its event, so it writes a tombstone first: the tombstone holds
// the event and names the document. The caller then deletes the document; if it dies in between, the
// relay finishes the delete before publishing (once the tombstone is older than a grace period), so the
// event never announces a delete that did not happen and a delete the user asked for is never lost.
import type { mongo } from 'mongoose';
import type { PendingEvent } from './stage-event';

export const TOMBSTONES_COLLECTION = 'event_tombstones';

export interface Tombstone {
  _id: string;
  /** The collection and _id of the deleted document; null for an event that changed no document of ours. */
  collection: string | null;
  targetId: unknown;
  /**
   * Further conditions of the delete (`{status: 'pending'}`): a document that no longer meets them is
   * kept, and its event is dropped.
   */
  where?: Record<string, unknown>;
  _events: PendingEvent[];
  /** False until the caller's delete is done; the relay publishes ready ones at once. */
  ready: boolean;
  createdAt: Date;
}

export function tombstonesOf(db: mongo.Db): mongo.Collection<Tombstone> {
  return db.collection<Tombstone>(TOMBSTONES_COLLECTION);
}

/** Writes the tombstone, then deletes the document (if it meets `where`); answers whether it was deleted. */
export async function deleteWithEvent(
  db: mongo.Db,
  collection: string,
  targetId: unknown,
  event: PendingEvent,
  where: Record<string, unknown> = {},
): Promise<boolean> {
  const key = `${collection}:${String(targetId)}:${event.eventId}`;
  const tombstones = tombstonesOf(db);
  await tombstones.insertOne({ _id: key, collection, targetId, where, _events: [event], ready: false, createdAt: new Date() });
  const { deletedCount } = await db.collection(collection).deleteOne({ ...where, _id: targetId as never });
  // Not deleted: gone already (whoever deleted it wrote its own event), or no longer meeting `where`.
  if (deletedCount === 0) await tombstones.deleteOne({ _id: key });
  else await tombstones.updateOne({ _id: key }, { $set: { ready: true } });
  return deletedCount > 0;
}

/**
 * A change made at a provider that no document of ours records (a cache purge, a zone removed from an
 * old account): its event is stored on its own, ready at once, and the relay publishes it like the rest.
 */
export async function recordEvents(db: mongo.Db, ...events: PendingEvent[]): Promise<void> {
  if (events.length === 0) return;
  const now = new Date();
  await tombstonesOf(db).insertMany(
    events.map((e) => ({ _id: `event:${e.eventId}`, collection: null, targetId: null, _events: [e], ready: true, createdAt: now })),
  );
}
