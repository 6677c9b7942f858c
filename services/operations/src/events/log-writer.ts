// Turns ops.log.appended events into log documents and writes them in batches. A redelivered event
// hits the _id (event id) index and is skipped, so every line is stored exactly once.
import type { LogAppended } from '@dop/contracts/ops';
import type { mongo } from 'mongoose';
import { normaliseDomain } from '../lib/merge-result';
import type { DomainActivityModel } from '../models/domain-activity-model';
import type { LogDoc, LogModel } from '../models/log-model';
import { touchActivity, type ActivityThrottle } from './activity-writer';

const DUPLICATE_KEY = 11000;

export function toLogDoc(e: LogAppended): LogDoc {
  const userId = e.actor.userId;
  return {
    _id: e.eventId,
    message: e.message,
    level: e.level,
    operationType: e.operationType,
    domain: e.domain === null ? null : normaliseDomain(e.domain),
    userId,
    // The actor's name is the username the gateway signed; display names are not carried by events.
    user: userId ? { id: userId, username: e.actor.userName ?? userId, displayName: null, email: null } : null,
    ...(e.jobId !== undefined ? { jobId: e.jobId } : {}),
    timestamp: new Date(e.occurredAt),
  };
}

type WriteErrorLike = { code?: number };

/** True when every failed insert of an unordered batch failed only because the line already exists. */
function onlyDuplicates(err: unknown): boolean {
  const e = err as { code?: number; writeErrors?: WriteErrorLike[] | WriteErrorLike };
  if (e?.writeErrors) {
    const list = Array.isArray(e.writeErrors) ? e.writeErrors : [e.writeErrors];
    return list.length > 0 && list.every((w) => w.code === DUPLICATE_KEY);
  }
  return e?.code === DUPLICATE_KEY;
}

export async function writeLogs(
  model: LogModel,
  activity: DomainActivityModel,
  throttle: ActivityThrottle,
  events: LogAppended[],
): Promise<void> {
  // Within a batch the same event may appear twice (a redelivery racing the original).
  const docs = [...new Map(events.map((e) => [e.eventId, toLogDoc(e)])).values()];
  const coll = model.collection as unknown as mongo.Collection<LogDoc>;
  try {
    await coll.insertMany(docs, { ordered: false });
  } catch (err) {
    if (!onlyDuplicates(err)) throw err;
  }
  // Also for lines that were already there: a crash between the two writes must not lose activity.
  await touchActivity(activity, docs, throttle);
}
