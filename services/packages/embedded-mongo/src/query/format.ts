// Rendering values in error messages roughly as MongoDB prints them.
import { bsonTag, isNumeric, isPlainObject, numKind, toNumber } from './bson-types';

export function toJsonish(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (isNumeric(v)) {
    // MongoDB prints doubles with a fraction (5.0) and integers without.
    const n = toNumber(v);
    return numKind(v) === 'double' && Number.isInteger(n) ? `${n}.0` : String(n);
  }
  if (Array.isArray(v)) return `[ ${v.map(toJsonish).join(', ')} ]`;
  if (isPlainObject(v)) {
    const ks = Object.keys(v);
    return ks.length ? `{ ${ks.map((k) => `${k}: ${toJsonish(v[k])}`).join(', ')} }` : '{}';
  }
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  const t = bsonTag(v);
  if (t === 'ObjectId') return `ObjectId('${String((v as { toHexString(): string }).toHexString())}')`;
  return String(v);
}
