// The duplicate-key error exactly as MongoDB words it; mongoose and the driver read errmsg,
// keyPattern and keyValue from it.
import type { Document, Long, ObjectId } from 'bson';
import { bsonTag } from '../query/bson-types';
import { MongoCommandError } from '../engine/types';
import type { IndexDef } from './index-def';

/** A value as mongod prints it inside an error message (its BSON shell-like form). */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) <= 0x7fffffff ? String(v) : formatDouble(v);
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v instanceof RegExp) return `/${v.source}/${v.flags}`;
  if (Array.isArray(v)) return v.length ? `[ ${v.map(formatValue).join(', ')} ]` : '[]';
  switch (bsonTag(v)) {
    case 'Int32':
      return String((v as { value: number }).value);
    case 'Double':
      return formatDouble((v as { value: number }).value);
    case 'Long':
      return (v as Long).toString();
    case 'Decimal128':
      return `Decimal128("${String(v)}")`;
    case 'ObjectId':
      return `ObjectId('${(v as ObjectId).toHexString()}')`;
    case undefined:
      return formatDocument(v as Document);
    default:
      return String(v);
  }
}

function formatDouble(d: number): string {
  return Number.isInteger(d) ? `${d}.0` : String(d);
}

export function formatDocument(doc: Document): string {
  const keys = Object.keys(doc);
  if (keys.length === 0) return '{}';
  return `{ ${keys.map((k) => `${k}: ${formatValue(doc[k])}`).join(', ')} }`;
}

/** Code 11000 with `keyPattern` and `keyValue` for the index and the offending key values. */
export function duplicateKeyError(ns: string, index: IndexDef, values: unknown[]): MongoCommandError {
  const keyValue: Document = {};
  index.fields.forEach((f, i) => {
    keyValue[f] = values[i] === undefined ? null : values[i];
  });
  const message = `E11000 duplicate key error collection: ${ns} index: ${index.name} dup key: ${formatDocument(keyValue)}`;
  return new MongoCommandError(11000, message, 'DuplicateKey', { keyPattern: index.meta.spec.key, keyValue });
}
