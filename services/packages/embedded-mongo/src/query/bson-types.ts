// Classification of deserialized BSON values: numeric wrappers, type brackets and $type names.
// Values come from BSON.deserialize with promoteValues:false, so numbers may be wrappers or plain JS numbers.
import { Decimal128, Double, Int32, Long } from 'bson';

export type NumKind = 'int' | 'long' | 'double' | 'decimal';

/** The `_bsontype` tag of bson's classes, or undefined for plain values. */
export function bsonTag(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  return (v as { _bsontype?: string })._bsontype;
}

export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number' || typeof v === 'bigint') return true;
  const t = bsonTag(v);
  return t === 'Int32' || t === 'Double' || t === 'Long' || t === 'Decimal128';
}

/** Which BSON numeric type a value would be stored as (plain numbers follow BSON.serialize's rule). */
export function numKind(v: unknown): NumKind | undefined {
  if (typeof v === 'number') return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 && !Object.is(v, -0) ? 'int' : 'double';
  if (typeof v === 'bigint') return 'long';
  switch (bsonTag(v)) {
    case 'Int32':
      return 'int';
    case 'Double':
      return 'double';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    default:
      return undefined;
  }
}

/** A numeric value as a JS number (approximate for large Long / Decimal128). */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  switch (bsonTag(v)) {
    case 'Int32':
    case 'Double':
      return (v as Int32 | Double).value;
    case 'Long':
      return (v as Long).toNumber();
    case 'Decimal128':
      return decimalToNumber(v as Decimal128);
    default:
      return NaN;
  }
}

export function decimalToNumber(d: Decimal128): number {
  const s = d.toString();
  if (s === 'NaN' || s === '-NaN') return NaN;
  if (s === 'Infinity') return Infinity;
  if (s === '-Infinity') return -Infinity;
  return Number(s);
}

export function numberToDecimalString(n: number | bigint): string {
  if (typeof n === 'bigint') return n.toString();
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  return String(n).replace('e+', 'E+').replace('e-', 'E-');
}

/** MongoDB's canonical type order; values in different brackets never compare equal. */
export const Bracket = {
  MinKey: 0,
  Undefined: 1,
  Null: 2,
  Number: 3,
  String: 4,
  Object: 5,
  Array: 6,
  BinData: 7,
  ObjectId: 8,
  Bool: 9,
  Date: 10,
  Timestamp: 11,
  RegExp: 12,
  DBRef: 13,
  Code: 14,
  CodeWScope: 15,
  MaxKey: 16,
} as const;

export function bracketOf(v: unknown): number {
  if (v === undefined) return Bracket.Null;
  if (v === null) return Bracket.Null;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return Bracket.Number;
    case 'string':
      return Bracket.String;
    case 'boolean':
      return Bracket.Bool;
    case 'object':
      break;
    default:
      return Bracket.Object;
  }
  if (Array.isArray(v)) return Bracket.Array;
  if (v instanceof Date) return Bracket.Date;
  if (v instanceof RegExp) return Bracket.RegExp;
  if (v instanceof Uint8Array) return Bracket.BinData;
  switch ((v as { _bsontype?: string })._bsontype) {
    case undefined:
      return Bracket.Object;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return Bracket.Number;
    case 'ObjectId':
      return Bracket.ObjectId;
    case 'Binary':
      return Bracket.BinData;
    case 'Timestamp':
      return Bracket.Timestamp;
    case 'BSONRegExp':
      return Bracket.RegExp;
    case 'MinKey':
      return Bracket.MinKey;
    case 'MaxKey':
      return Bracket.MaxKey;
    case 'BSONSymbol':
      return Bracket.String;
    case 'Code':
      return (v as { scope?: unknown }).scope ? Bracket.CodeWScope : Bracket.Code;
    case 'DBRef':
      return Bracket.Object;
    default:
      return Bracket.Object;
  }
}

/** A plain sub-document (not an array, not a BSON value class). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  if (v instanceof Date || v instanceof RegExp || v instanceof Uint8Array) return false;
  const t = (v as { _bsontype?: string })._bsontype;
  return t === undefined;
}

export { bsonTypeNumber, TYPE_ALIASES, TYPE_NAMES } from './bson-type-codes';
