// An event NATS refuses for good (the service's user may not publish its subject: a deployment whose
// permissions miss a subject) would otherwise stop every later event of the service behind it. Such an
// event is set aside here with the reason, kept (nothing is lost: an operator can publish it again
// once the permissions are fixed), and the relay goes on with the rest.
import type { mongo } from 'mongoose';
import type { PendingEvent } from './stage-event';

export const DEAD_LETTERS_COLLECTION = 'event_dead_letters';

export interface DeadLetter {
  _id: string;
  event: PendingEvent;
  /** Where it was staged: a collection and document, or a tombstone. */
  origin: string;
  reason: string;
  at: Date;
}

/** A refusal that a retry cannot cure: the server's permissions violation for this subject. */
export function isRefusal(err: unknown): boolean {
  const e = err as { isPermissionError?: () => boolean; code?: string } | null;
  return Boolean(e && (e.isPermissionError?.() || e.code === 'PERMISSIONS_VIOLATION'));
}

export async function setAside(db: mongo.Db, event: PendingEvent, origin: string, err: unknown): Promise<void> {
  const reason = err instanceof Error ? err.message : String(err);
  await db
    .collection<DeadLetter>(DEAD_LETTERS_COLLECTION)
    .updateOne({ _id: event.eventId }, { $setOnInsert: { event, origin, reason, at: new Date() } }, { upsert: true });
}
