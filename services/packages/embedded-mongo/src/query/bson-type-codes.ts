// BSON type numbers and the names $type accepts.
import { numKind } from './bson-types';

/** The BSON type number MongoDB's $type reports. */
export function bsonTypeNumber(v: unknown): number {
  if (v === undefined) return 6;
  if (v === null) return 10;
  switch (typeof v) {
    case 'number':
      return numKind(v) === 'int' ? 16 : 1;
    case 'bigint':
      return 18;
    case 'string':
      return 2;
    case 'boolean':
      return 8;
    default:
      break;
  }
  if (Array.isArray(v)) return 4;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  if (v instanceof Uint8Array) return 5;
  switch ((v as { _bsontype?: string })._bsontype) {
    case 'Int32':
      return 16;
    case 'Double':
      return 1;
    case 'Long':
      return 18;
    case 'Decimal128':
      return 19;
    case 'ObjectId':
      return 7;
    case 'Binary':
      return 5;
    case 'Timestamp':
      return 17;
    case 'BSONRegExp':
      return 11;
    case 'MinKey':
      return -1;
    case 'MaxKey':
      return 127;
    case 'BSONSymbol':
      return 14;
    case 'Code':
      return (v as { scope?: unknown }).scope ? 15 : 13;
    case 'DBRef':
      return 3;
    default:
      return 3;
  }
}

export const TYPE_ALIASES: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};

export const TYPE_NAMES: Record<number, string> = Object.fromEntries(Object.entries(TYPE_ALIASES).map(([k, v]) => [v, k]));
