// Keeps domain_activity in step with the log lines: $max makes a replayed or out-of-order line harmless.
import type { mongo } from 'mongoose';
import { activityKey, type DomainActivityDoc, type DomainActivityModel } from '../models/domain-activity-model';
import type { LogDoc, LogModel } from '../models/log-model';

/**
 * Remembers what this process last wrote per (user, domain) and skips writes that would move `latest`
 * by less than `resolutionMs`. A busy domain gets a line every fraction of a second; rewriting its row
 * each time doubled the cost of ingest, while the card only needs the order of groups to within
 * seconds (the time it shows is the newest line's own).
 */
export class ActivityThrottle {
  private readonly written = new Map<string, number>();

  constructor(
    readonly resolutionMs = 5_000,
    private readonly maxKeys = 100_000,
  ) {}

  needsWrite(key: string, latest: number): boolean {
    const last = this.written.get(key);
    return last === undefined || latest - last >= this.resolutionMs;
  }

  wrote(key: string, latest: number): void {
    this.written.delete(key);
    this.written.set(key, latest);
    if (this.written.size > this.maxKeys) this.written.delete(this.written.keys().next().value as string);
  }

  /** After rows were deleted: the next line of every pair must be written again. */
  forget(): void {
    this.written.clear();
  }
}

type Line = Pick<LogDoc, 'domain' | 'userId' | 'timestamp'>;

export async function touchActivity(model: DomainActivityModel, lines: Line[], throttle?: ActivityThrottle): Promise<void> {
  const newest = new Map<string, { domain: string; userId: string | null; latest: Date }>();
  for (const l of lines) {
    if (!l.domain) continue;
    const key = activityKey(l.userId, l.domain);
    const seen = newest.get(key);
    if (!seen || l.timestamp > seen.latest) newest.set(key, { domain: l.domain, userId: l.userId, latest: l.timestamp });
  }
  const due = [...newest].filter(([key, a]) => !throttle || throttle.needsWrite(key, a.latest.getTime()));
  if (due.length === 0) return;
  const coll = model.collection as unknown as mongo.Collection<DomainActivityDoc>;
  await coll.bulkWrite(
    due.map(([key, a]) => ({
      updateOne: {
        filter: { _id: key },
        update: { $max: { latest: a.latest }, $setOnInsert: { domain: a.domain, userId: a.userId } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  for (const [key, a] of due) throttle?.wrote(key, a.latest.getTime());
}

/**
 * After a clear removed lines, rebuilds the activity of the users concerned (all users when
 * `userId` is undefined) from the lines that are left.
 */
export async function rebuildActivity(
  model: DomainActivityModel,
  logs: LogModel,
  throttle: ActivityThrottle,
  userId?: string,
): Promise<void> {
  throttle.forget();
  const owner = userId === undefined ? {} : { userId };
  await model.deleteMany(owner);
  const rows = await logs.aggregate<{ _id: { domain: string; userId: string | null }; latest: Date }>([
    { $match: { ...owner, domain: { $ne: null } } },
    { $group: { _id: { domain: '$domain', userId: '$userId' }, latest: { $max: '$timestamp' } } },
  ]);
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows
      .slice(i, i + 1000)
      .map((r) => ({ domain: r._id.domain, userId: r._id.userId ?? null, timestamp: new Date(r.latest) }));
    await touchActivity(model, batch);
  }
}
