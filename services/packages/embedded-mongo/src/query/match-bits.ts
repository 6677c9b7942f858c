// $bitsAllSet / $bitsAnySet / $bitsAllClear / $bitsAnyClear. The mask is a number, a list of bit positions
// or BinData; the tested value is an integral number (64-bit two's complement, sign-extended beyond) or
// BinData, whose bit 0 is the lowest bit of its first byte and whose bits past its end are clear.
import { bsonTag, isNumeric, toNumber } from './bson-types';
import { badValue } from './errors';
import type { ValuePred } from './match-values';

/** Bytes of a BinData value (Buffer / Uint8Array or bson's Binary), or undefined for anything else. */
export function binaryBytes(v: unknown): Uint8Array | undefined {
  if (v instanceof Uint8Array) return v;
  if (bsonTag(v) === 'Binary') {
    const b = v as { buffer: Uint8Array; position: number };
    return b.buffer.subarray(0, b.position);
  }
  return undefined;
}

/** The bit positions a mask names. */
function maskPositions(op: string, spec: unknown): number[] {
  const bytes = binaryBytes(spec);
  const out: number[] = [];
  if (bytes) {
    for (let i = 0; i < bytes.length * 8; i++) if (bytes[i >> 3] & (1 << (i & 7))) out.push(i);
    return out;
  }
  if (isNumeric(spec)) {
    const n = toNumber(spec);
    if (!Number.isInteger(n) || n < 0) throw badValue(`${op} must be a non-negative integer`);
    let big = BigInt(n);
    for (let i = 0; big > 0n; i++, big >>= 1n) if (big & 1n) out.push(i);
    return out;
  }
  if (Array.isArray(spec)) {
    for (const p of spec) {
      if (!isNumeric(p) || toNumber(p) < 0 || !Number.isInteger(toNumber(p))) throw badValue(`bit positions must be non-negative integers`);
      out.push(toNumber(p));
    }
    return out;
  }
  throw badValue(`${op} takes an Array, a number, or a BinData but received: ${String(spec)}`);
}

/** A bit reader for a value, or undefined when the value has no bits to test (strings, fractions …). */
function bitsOf(v: unknown): ((i: number) => boolean) | undefined {
  const bytes = binaryBytes(v);
  if (bytes) return (i) => i < bytes.length * 8 && (bytes[i >> 3] & (1 << (i & 7))) !== 0;
  if (!isNumeric(v)) return undefined;
  const n = bsonTag(v) === 'Long' ? (v as { toBigInt(): bigint }).toBigInt() : toNumber(v);
  if (typeof n === 'number' && !Number.isInteger(n)) return undefined;
  const big = BigInt.asIntN(64, BigInt(n));
  return (i) => (i >= 64 ? big < 0n : ((big >> BigInt(i)) & 1n) === 1n);
}

export function bitsPred(op: string, spec: unknown): ValuePred {
  const positions = maskPositions(op, spec);
  const all = op === '$bitsAllSet' || op === '$bitsAllClear';
  const want = op === '$bitsAllSet' || op === '$bitsAnySet';
  return (v) => {
    const bit = bitsOf(v);
    if (!bit) return false;
    return all ? positions.every((i) => bit(i) === want) : positions.some((i) => bit(i) === want);
  };
}
