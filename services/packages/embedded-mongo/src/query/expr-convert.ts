// Type expressions: $type, $isNumber, $toString … $convert.
import { Decimal128, Double, Int32, Long, ObjectId } from 'bson';
import { bsonTag, isNumeric, numKind, toNumber, TYPE_ALIASES } from './bson-types';
import { compileExpression, registerOperators, type Env } from './expr';
import { fn, nullish, objectArgs, typeName } from './expr-util';
import { mongoError } from './errors';
import { numberToDecimalString } from './bson-types';

export function toStringValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return String(v);
  const k = numKind(v);
  if (k === 'long') return (v as Long).toString();
  if (k === 'decimal') return (v as Decimal128).toString();
  if (k) {
    const n = toNumber(v);
    return Number.isInteger(n) || !Number.isFinite(n) ? String(n) : String(n);
  }
  if (bsonTag(v) === 'ObjectId') return (v as ObjectId).toHexString();
  throw conversionError(v, 'string');
}

function conversionError(v: unknown, to: string): Error {
  return mongoError(241, `Unsupported conversion from ${typeName(v)} to ${to} in $convert with no onError value`);
}

function parseNumberString(s: string, to: string): number {
  const t = s.trim();
  if (t === '' || !/^[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?|Infinity|NaN)$/i.test(t)) {
    throw mongoError(241, `Failed to parse number '${s}' in $convert with no onError value: Did not consume whole string.`);
  }
  const n = Number(t);
  if ((to === 'int' || to === 'long') && !Number.isInteger(n)) {
    throw mongoError(241, `Failed to parse number '${s}' in $convert with no onError value: Bad digit "." while parsing ${s}`);
  }
  return n;
}

export function convertTo(v: unknown, to: string): unknown {
  if (nullish(v)) return null;
  switch (to) {
    case 'string':
      return toStringValue(v);
    case 'bool':
      if (typeof v === 'boolean') return v;
      if (isNumeric(v)) return toNumber(v) !== 0;
      return true;
    case 'int':
    case 'long':
    case 'double':
    case 'decimal': {
      let n: number;
      if (typeof v === 'string') n = parseNumberString(v, to);
      else if (typeof v === 'boolean') n = v ? 1 : 0;
      else if (v instanceof Date) n = v.getTime();
      else if (isNumeric(v)) {
        if (to === 'long' && numKind(v) === 'long') return v;
        if (to === 'decimal')
          return numKind(v) === 'decimal'
            ? v
            : Decimal128.fromString(numKind(v) === 'long' ? (v as Long).toString() : numberToDecimalString(toNumber(v)));
        n = toNumber(v);
      } else throw conversionError(v, to);
      if (to === 'double') return new Double(n);
      if (to === 'decimal') return Decimal128.fromString(numberToDecimalString(n));
      if (!Number.isFinite(n)) throw mongoError(241, `Attempt to convert ${n} value to integer type in $convert with no onError value`);
      const t = Math.trunc(n);
      if (to === 'int') {
        if (t < -2147483648 || t > 2147483647)
          throw mongoError(241, `Conversion would overflow target type in $convert with no onError value: ${n}`);
        return new Int32(t);
      }
      return Long.fromNumber(t);
    }
    case 'date':
      if (v instanceof Date) return v;
      if (typeof v === 'string') {
        const d = new Date(v);
        if (Number.isNaN(d.getTime())) throw mongoError(241, `Error parsing date string '${v}'`);
        return d;
      }
      if (isNumeric(v)) return new Date(toNumber(v));
      if (bsonTag(v) === 'ObjectId') return (v as ObjectId).getTimestamp();
      throw conversionError(v, 'date');
    case 'objectId':
      if (bsonTag(v) === 'ObjectId') return v;
      if (typeof v === 'string' && /^[0-9a-fA-F]{24}$/.test(v)) return new ObjectId(v);
      if (typeof v === 'string')
        throw mongoError(
          241,
          `Failed to parse objectId '${v}' in $convert with no onError value: Invalid string length for parsing to OID, expected 24 but found ${v.length}`,
        );
      throw conversionError(v, 'objectId');
    default:
      throw mongoError(2, `Unknown type name: ${to}`);
  }
}

const TO_NAME: Record<number, string> = {
  1: 'double',
  2: 'string',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  16: 'int',
  18: 'long',
  19: 'decimal',
};

registerOperators({
  $type: fn(([v]) => typeName(v), [1, 1]),
  $isNumber: fn(([v]) => isNumeric(v), [1, 1]),
  $toString: fn(([v]) => convertTo(v, 'string'), [1, 1]),
  $toBool: fn(([v]) => convertTo(v, 'bool'), [1, 1]),
  $toInt: fn(([v]) => convertTo(v, 'int'), [1, 1]),
  $toLong: fn(([v]) => convertTo(v, 'long'), [1, 1]),
  $toDouble: fn(([v]) => convertTo(v, 'double'), [1, 1]),
  $toDecimal: fn(([v]) => convertTo(v, 'decimal'), [1, 1]),
  $toDate: fn(([v]) => convertTo(v, 'date'), [1, 1]),
  $toObjectId: fn(([v]) => convertTo(v, 'objectId'), [1, 1]),
  $convert: (a, op) => {
    const o = objectArgs(a, op, ['input', 'to'], ['onError', 'onNull']);
    const onError = o.raw.onError !== undefined ? compileExpression(o.raw.onError) : undefined;
    const onNull = o.raw.onNull !== undefined ? compileExpression(o.raw.onNull) : undefined;
    return (env: Env) => {
      const input = o.input!(env);
      let to = o.to!(env);
      if (isNumeric(to)) to = TO_NAME[toNumber(to)];
      if (typeof to !== 'string' || !(to in TYPE_ALIASES)) throw mongoError(2, `Unknown type name: ${String(to)}`);
      if (nullish(input)) return onNull ? onNull(env) : null;
      try {
        return convertTo(input, to);
      } catch (e) {
        if (onError) return onError(env);
        throw e;
      }
    };
  },
});
