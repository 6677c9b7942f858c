// Writes ops.result.changed events into result rows in batches: read the rows a batch touches, merge
// in memory (lib/merge-result), write back guarded by each row's rev. If another writer got there first
// the whole batch is merged again; merging is idempotent, so re-applying is harmless.
import type { ResultChanged } from '@dop/contracts/ops';
import type { mongo } from 'mongoose';
import { mergeBatch, normaliseDomain, resultKey, type ResultRow } from '../lib/merge-result';
import type { ResultModel } from '../models/result-model';

const MAX_ATTEMPTS = 5;

async function attempt(coll: mongo.Collection<ResultRow>, events: ResultChanged[]): Promise<boolean> {
  const keys = [...new Set(events.map((e) => resultKey(e.operationType, normaliseDomain(e.domain))))];
  const stored = await coll.find({ _id: { $in: keys } }).toArray();
  const rows = new Map(stored.map((r) => [r._id, r as ResultRow]));
  const changed = mergeBatch(rows, events);
  const ops: mongo.AnyBulkWriteOperation<ResultRow>[] = [];
  let replaces = 0;
  for (const [key, row] of changed) {
    const before = rows.get(key);
    if (before) {
      replaces++;
      ops.push({ replaceOne: { filter: { _id: key, rev: before.rev }, replacement: { ...row, rev: before.rev + 1 } } });
    } else {
      ops.push({ insertOne: { document: { ...row, rev: 1 } } });
    }
  }
  if (ops.length === 0) return true;
  try {
    const res = await coll.bulkWrite(ops, { ordered: false });
    return res.matchedCount === replaces;
  } catch (err) {
    // A duplicate _id means another writer created the row meanwhile: merge again.
    if ((err as { code?: number }).code === 11000 || (err as { writeErrors?: unknown }).writeErrors) return false;
    throw err;
  }
}

export async function writeResults(model: ResultModel, events: ResultChanged[]): Promise<void> {
  const coll = model.collection as unknown as mongo.Collection<ResultRow>;
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    if (await attempt(coll, events)) return;
  }
  throw new Error(`result rows kept changing under ${MAX_ATTEMPTS} merge attempts`);
}
