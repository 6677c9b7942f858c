// DBRefs as documents for paths, expressions and $elemMatch.
import { bsonTag, isPlainObject } from './bson-types';

/**
 * A value as a document that paths can enter: plain documents as they are, and a DBRef (BSON.deserialize
 * turns every {$ref, $id} document into one) as the document it was, {$ref, $id, $db, …fields}.
 */
export function asDocument(v: unknown): Record<string, unknown> | undefined {
  if (isPlainObject(v)) return v;
  if (bsonTag(v) !== 'DBRef') return undefined;
  const r = v as { collection: string; oid: unknown; db?: string; fields?: Record<string, unknown> };
  return { $ref: r.collection, $id: r.oid, ...(r.db ? { $db: r.db } : {}), ...(r.fields ?? {}) };
}
