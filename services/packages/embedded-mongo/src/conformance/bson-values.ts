// Classifying driver-returned values: numbers arrive as JS numbers or BSON wrappers (Int32, Long,
// Double, Decimal128) depending on promotion, and must compare across those forms.
import { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from 'bson';

export function isDocument(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** The numeric value of a JS number or a BSON numeric wrapper other than Decimal128; else undefined. */
export function numericValue(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Int32 || v instanceof Double) return v.valueOf();
  if (v instanceof Long) return v.toNumber();
  return undefined;
}

/** The names `$type` gives a value, most specific first (a JS integer may have been any numeric type). */
export function bsonTypeNames(v: unknown): string[] {
  if (v === null) return ['null'];
  if (v === undefined) return ['undefined'];
  if (typeof v === 'string') return ['string'];
  if (typeof v === 'boolean') return ['bool'];
  if (typeof v === 'number') {
    const asInt = Number.isInteger(v) ? ['int', 'long'] : [];
    return ['double', ...asInt, 'number'];
  }
  if (typeof v === 'bigint' || v instanceof Long) return ['long', 'number'];
  if (v instanceof Int32) return ['int', 'number'];
  if (v instanceof Double) return ['double', 'number'];
  if (v instanceof Decimal128) return ['decimal', 'number'];
  if (Array.isArray(v)) return ['array'];
  if (v instanceof ObjectId) return ['objectId'];
  if (v instanceof Date) return ['date'];
  if (v instanceof Binary || Buffer.isBuffer(v)) return ['binData'];
  if (v instanceof RegExp) return ['regex'];
  if (v instanceof Timestamp) return ['timestamp'];
  const bsontype = (v as { _bsontype?: string })._bsontype;
  if (bsontype === 'BSONRegExp') return ['regex'];
  if (bsontype === 'MinKey') return ['minKey'];
  if (bsontype === 'MaxKey') return ['maxKey'];
  if (bsontype === 'Code') return ['javascript'];
  if (bsontype === 'BSONSymbol') return ['symbol'];
  if (isDocument(v)) return ['object'];
  return ['unknown'];
}

/** Equality of two non-document, non-array values, with the unified format's flexible numerics. */
export function scalarEquals(expected: unknown, actual: unknown): boolean {
  const en = numericValue(expected);
  const an = numericValue(actual);
  if (en !== undefined || an !== undefined)
    return en !== undefined && an !== undefined && (en === an || (Number.isNaN(en) && Number.isNaN(an)));
  if (expected instanceof Decimal128 || actual instanceof Decimal128) {
    return expected instanceof Decimal128 && actual instanceof Decimal128 && expected.toString() === actual.toString();
  }
  if (expected instanceof ObjectId || actual instanceof ObjectId) {
    return expected instanceof ObjectId && actual instanceof ObjectId && expected.equals(actual);
  }
  if (expected instanceof Date || actual instanceof Date) {
    return expected instanceof Date && actual instanceof Date && expected.getTime() === actual.getTime();
  }
  if (expected instanceof Binary && actual instanceof Binary)
    return expected.sub_type === actual.sub_type && Buffer.from(expected.buffer).equals(Buffer.from(actual.buffer));
  if (expected !== null && typeof expected === 'object' && actual !== null && typeof actual === 'object') {
    return bsonTypeNames(expected)[0] === bsonTypeNames(actual)[0] && String(expected) === String(actual);
  }
  return expected === actual;
}

export function describe(v: unknown): string {
  if (v === undefined) return 'undefined';
  try {
    const s = JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));
    return s.length > 160 ? `${s.slice(0, 157)}...` : s;
  } catch {
    return String(v);
  }
}
