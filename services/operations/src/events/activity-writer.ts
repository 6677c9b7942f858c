// Keeps domain_activity in step with the log lines: $max makes a replayed or out-of-order line harmless.
import type { mongo } from 'mongoose';
import { activityKey, type DomainActivityDoc, type DomainActivityModel } from '../models/domain-activity-model';
import type { LogDoc, LogModel } from '../models/log-model';

export async function touchActivity(model: DomainActivityModel, lines: Pick<LogDoc, 'domain' | 'userId' | 'timestamp'>[]): Promise<void> {
  const newest = new Map<string, { domain: string; userId: string | null; latest: Date }>();
  for (const l of lines) {
    if (!l.domain) continue;
    const key = activityKey(l.userId, l.domain);
    const seen = newest.get(key);
    if (!seen || l.timestamp > seen.latest) newest.set(key, { domain: l.domain, userId: l.userId, latest: l.timestamp });
  }
  if (newest.size === 0) return;
  const coll = model.collection as unknown as mongo.Collection<DomainActivityDoc>;
  await coll.bulkWrite(
    [...newest].map(([key, a]) => ({
      updateOne: {
        filter: { _id: key },
        update: { $max: { latest: a.latest }, $setOnInsert: { domain: a.domain, userId: a.userId } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
}

/**
 * After a clear removed lines, rebuilds the activity of the users concerned (all users when
 * `userId` is undefined) from the lines that are left.
 */
export async function rebuildActivity(model: DomainActivityModel, logs: LogModel, userId?: string): Promise<void> {
  const owner = userId === undefined ? {} : { userId };
  await model.deleteMany(owner);
  const rows = await logs.aggregate<{ _id: { domain: string; userId: string | null }; latest: Date }>([
    { $match: { ...owner, domain: { $ne: null } } },
    { $group: { _id: { domain: '$domain', userId: '$userId' }, latest: { $max: '$timestamp' } } },
  ]);
  for (let i = 0; i < rows.length; i += 1000) {
    await touchActivity(
      model,
      rows.slice(i, i + 1000).map((r) => ({ domain: r._id.domain, userId: r._id.userId ?? null, timestamp: new Date(r.latest) })),
    );
  }
}
