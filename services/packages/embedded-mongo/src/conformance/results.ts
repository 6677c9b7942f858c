// Driver result objects → plain documents, as the unified format's "Converting Returned Model Objects
// to Documents" asks (BulkWriteResult is a class with getters; client bulk write results hold Maps).
import type { Document } from 'bson';

function mapToDocument(m: unknown): unknown {
  if (!(m instanceof Map)) return m;
  const out: Document = {};
  for (const [k, v] of m) out[String(k)] = v;
  return out;
}

interface BulkResultLike {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
  insertedIds: Document;
  upsertedIds: Document;
}

/** The driver exports BulkWriteResult as a type only, so the class is recognised by name. */
function isBulkWriteResult(value: unknown): value is BulkResultLike {
  return value !== null && typeof value === 'object' && value.constructor?.name === 'BulkWriteResult';
}

export function toDocument(value: unknown): unknown {
  if (isBulkWriteResult(value)) {
    return {
      insertedCount: value.insertedCount,
      matchedCount: value.matchedCount,
      modifiedCount: value.modifiedCount,
      deletedCount: value.deletedCount,
      upsertedCount: value.upsertedCount,
      insertedIds: value.insertedIds,
      upsertedIds: value.upsertedIds,
    };
  }
  if (value !== null && typeof value === 'object' && ('insertResults' in value || 'updateResults' in value || 'deleteResults' in value)) {
    const r = value as Document;
    const out: Document = { ...r };
    for (const key of ['insertResults', 'updateResults', 'deleteResults']) {
      if (r[key] === undefined) delete out[key];
      else out[key] = mapToDocument(r[key]);
    }
    return out;
  }
  return value;
}

/** The write errors of a client bulk write error, keyed by model index. */
export function writeErrorsOf(error: unknown): Document | undefined {
  const e = error as { writeErrors?: unknown };
  if (e.writeErrors instanceof Map) return mapToDocument(e.writeErrors) as Document;
  return undefined;
}
