// Arithmetic that keeps MongoDB's numeric types: int op int stays int (overflow widens to long),
// long stays long (overflow becomes double), any double gives double, any decimal gives decimal.
import { Decimal128, Double, Int32, Long } from 'bson';
import { numKind, toNumber, type NumKind } from './bson-types';

const RANK: Record<NumKind, number> = { int: 0, long: 1, double: 2, decimal: 3 };
const INT_MIN = -2147483648n;
const INT_MAX = 2147483647n;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

export function widerKind(a: NumKind, b: NumKind): NumKind {
  return RANK[a] >= RANK[b] ? a : b;
}

function bigOf(v: unknown): bigint {
  if (typeof v === 'bigint') return v;
  const t = (v as { _bsontype?: string })?._bsontype;
  if (t === 'Long') return (v as Long).toBigInt();
  return BigInt(Math.trunc(toNumber(v)));
}

/** An integer result in the narrowest of int / long that holds it, or a double past 64 bits. */
export function integerResult(n: bigint, kind: NumKind): unknown {
  if (kind === 'int' && n >= INT_MIN && n <= INT_MAX) return new Int32(Number(n));
  if (n >= LONG_MIN && n <= LONG_MAX) return Long.fromBigInt(n);
  return new Double(Number(n));
}

interface Dec {
  c: bigint;
  e: number;
}

function parseDec(s: string): Dec | undefined {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m) return undefined;
  const digits = (m[2] || '') + (m[3] || '');
  if (!digits) return undefined;
  const c = BigInt(digits) * (m[1] === '-' ? -1n : 1n);
  return { c, e: Number(m[4] || 0) - (m[3] || '').length };
}

export function toDec(v: unknown): Dec | undefined {
  const k = numKind(v);
  if (k === 'decimal') return parseDec((v as Decimal128).toString());
  if (k === 'int' || k === 'long') return { c: bigOf(v), e: 0 };
  const n = toNumber(v);
  return Number.isFinite(n) ? parseDec(String(n)) : undefined;
}

/** Exact comparison of two finite numbers as decimals (used when a Decimal128 is involved). */
export function compareDecimals(a: unknown, b: unknown): number | undefined {
  const x = toDec(a);
  const y = toDec(b);
  if (!x || !y) return undefined;
  const e = Math.min(x.e, y.e);
  const xc = x.c * 10n ** BigInt(x.e - e);
  const yc = y.c * 10n ** BigInt(y.e - e);
  return xc < yc ? -1 : xc > yc ? 1 : 0;
}

export function decFromParts(c: bigint, e: number): Decimal128 {
  return Decimal128.fromStringWithRounding(`${c}E${e}`);
}

function decimalOp(op: 'add' | 'sub' | 'mul', a: unknown, b: unknown): unknown {
  const x = toDec(a);
  const y = toDec(b);
  if (!x || !y) {
    const n = op === 'add' ? toNumber(a) + toNumber(b) : op === 'sub' ? toNumber(a) - toNumber(b) : toNumber(a) * toNumber(b);
    return Decimal128.fromString(Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity');
  }
  if (op === 'mul') return decFromParts(x.c * y.c, x.e + y.e);
  const e = Math.min(x.e, y.e);
  const xc = x.c * 10n ** BigInt(x.e - e);
  const yc = y.c * 10n ** BigInt(y.e - e);
  return decFromParts(op === 'add' ? xc + yc : xc - yc, e);
}

function arith(op: 'add' | 'sub' | 'mul', a: unknown, b: unknown): unknown {
  const ka = numKind(a) ?? 'double';
  const kb = numKind(b) ?? 'double';
  const kind = widerKind(ka, kb);
  if (kind === 'decimal') return decimalOp(op, a, b);
  if (kind === 'double') {
    const x = toNumber(a);
    const y = toNumber(b);
    return new Double(op === 'add' ? x + y : op === 'sub' ? x - y : x * y);
  }
  if (ka !== 'long' && kb !== 'long') {
    // Two int32 values: the exact result fits a double, no BigInt needed.
    const x = toNumber(a);
    const y = toNumber(b);
    const r = op === 'add' ? x + y : op === 'sub' ? x - y : x * y;
    if (Number.isSafeInteger(r)) return r >= -2147483648 && r <= 2147483647 ? new Int32(r) : Long.fromNumber(r);
  }
  const x = bigOf(a);
  const y = bigOf(b);
  return integerResult(op === 'add' ? x + y : op === 'sub' ? x - y : x * y, kind);
}

export const addNumbers = (a: unknown, b: unknown): unknown => arith('add', a, b);
export const subtractNumbers = (a: unknown, b: unknown): unknown => arith('sub', a, b);
export const multiplyNumbers = (a: unknown, b: unknown): unknown => arith('mul', a, b);

/** $divide: double unless a decimal is involved. */
export function divideNumbers(a: unknown, b: unknown): unknown {
  if (numKind(a) === 'decimal' || numKind(b) === 'decimal') {
    const q = toNumber(a) / toNumber(b);
    return Decimal128.fromStringWithRounding(
      Number.isNaN(q) ? 'NaN' : !Number.isFinite(q) ? (q > 0 ? 'Infinity' : '-Infinity') : String(q),
    );
  }
  return new Double(toNumber(a) / toNumber(b));
}

/** Wraps a JS number in the type a result of `kind` should have (int results that overflow widen). */
export function wrapNumber(n: number, kind: NumKind): unknown {
  if (kind === 'decimal')
    return Decimal128.fromStringWithRounding(Number.isFinite(n) ? String(n) : Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity');
  if (kind === 'double' || !Number.isInteger(n)) return new Double(n);
  return integerResult(BigInt(n), kind);
}
