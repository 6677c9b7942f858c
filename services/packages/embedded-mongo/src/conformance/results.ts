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

/**
 * The bulk write specification's UpdateResult is { matchedCount, modifiedCount, upsertedId }; the Node
 * driver adds its own `didUpsert` flag to each entry, which says nothing about the server's reply
 * (upsertedId, which the server's `upserted` gives, is kept and checked).
 */
function specUpdateResults(results: Document): Document {
  const out: Document = {};
  for (const [idx, r] of Object.entries(results)) {
    const { didUpsert: _driverOnly, ...spec } = r as Document;
    out[idx] = spec;
  }
  return out;
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
    if (out.updateResults) out.updateResults = specUpdateResults(out.updateResults as Document);
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
