// Indexes of both collections. The TTL index carries the retention, so when RETENTION_DAYS changes
// it is rebuilt (Mongo refuses to create an index that differs only in its options).
import type { mongo } from 'mongoose';
import type { DomainActivityModel } from './domain-activity-model';
import type { LogModel } from './log-model';
import type { ResultModel } from './result-model';

export const TTL_INDEX_NAME = 'retention_ttl';
const DAY_S = 24 * 60 * 60;

/** Reads filter by owner and/or operation type and sort newest first. */
const READ_INDEXES: mongo.IndexDescription[] = [
  { key: { userId: 1, timestamp: -1 } },
  { key: { operationType: 1, timestamp: -1 } },
  { key: { userId: 1, operationType: 1, timestamp: -1 } },
];

async function ensureTtl(coll: mongo.Collection, retentionDays: number, field = 'timestamp'): Promise<void> {
  const expireAfterSeconds = retentionDays * DAY_S;
  const existing = (
    await coll
      .listIndexes()
      .toArray()
      .catch(() => [])
  ).find((i) => i.name === TTL_INDEX_NAME);
  if (existing && existing.expireAfterSeconds === expireAfterSeconds) return;
  if (existing) await coll.dropIndex(TTL_INDEX_NAME);
  await coll.createIndex({ [field]: 1 }, { name: TTL_INDEX_NAME, expireAfterSeconds });
}

export async function ensureIndexes(
  logs: LogModel,
  results: ResultModel,
  activity: DomainActivityModel,
  retentionDays: number,
): Promise<void> {
  const logColl = logs.collection as unknown as mongo.Collection;
  const resultColl = results.collection as unknown as mongo.Collection;
  await ensureTtl(logColl, retentionDays);
  await ensureTtl(resultColl, retentionDays);
  await logColl.createIndexes([...READ_INDEXES, { key: { domain: 1, timestamp: -1 } }]);
  await resultColl.createIndexes(READ_INDEXES);
  const activityColl = activity.collection as unknown as mongo.Collection;
  await ensureTtl(activityColl, retentionDays, 'latest');
  await activityColl.createIndexes([{ key: { userId: 1, latest: -1 } }, { key: { domain: 1 } }]);
}
