// Order-preserving byte encoding of BSON values for index keys: comparing encodings with memcmp gives
// the order of compareValues (src/query). Every encoded value is prefix-free (self-delimiting), so
// compound keys are plain concatenations and a key's exact-match range is [enc, prefixEnd(enc)).
import type { Binary, Document, Long, ObjectId, Timestamp } from 'bson';
import { Bracket, bracketOf, bsonTag, toNumber } from '../query/bson-types';
import { KeyWriter } from './key-writer';
import { tagOf } from './key-tags';
import { writeString } from './key-strings';

export { TAG_BASE, tagOf } from './key-tags';
export { isLongString, longStringPrefix, readStringComponent, writeString } from './key-strings';

/**
 * Numbers: the nearest double as sortable IEEE bytes, then a 16-bit residual that orders Int64 values
 * beyond 2^53 exactly (as compareValues does). Decimal128 is compared as its nearest double by the
 * query layer, so it is encoded the same way to keep index lookups and matching in agreement.
 */
function writeNumber(w: KeyWriter, v: unknown): void {
  let d: number;
  let residual = 0;
  if (typeof v === 'bigint' || bsonTag(v) === 'Long') {
    const big = typeof v === 'bigint' ? v : (v as Long).toBigInt();
    d = Number(big);
    residual = Number(big - BigInt(d));
  } else {
    d = toNumber(v);
  }
  writeSortableDouble(w, d);
  const r = 0x8000 + residual;
  w.byte(r >> 8);
  w.byte(r & 0xff);
}

/** NaN sorts below -Infinity and -0 equals 0, as in MongoDB. */
function writeSortableDouble(w: KeyWriter, d: number): void {
  const start = w.length;
  if (Number.isNaN(d)) {
    for (let i = 0; i < 8; i++) w.byte(0);
    return;
  }
  w.f64(d === 0 ? 0 : d);
  if (w.at(start) & 0x80) w.invertFrom(start);
  else w.set(start, w.at(start) ^ 0x80);
}

function writeObjectBody(w: KeyWriter, obj: Document): void {
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    // compareValues orders fields by value type first, then by name, then by value.
    w.byte(tagOf(bracketOf(value)));
    writeString(w, key);
    writeValue(w, value);
  }
  w.byte(0);
}

function binParts(v: unknown): { sub: number; bytes: Uint8Array } {
  if (v instanceof Uint8Array) return { sub: 0, bytes: v };
  const b = v as Binary;
  return { sub: b.sub_type, bytes: b.buffer.subarray(0, b.position) };
}

export function writeValue(w: KeyWriter, v: unknown): void {
  const bracket = bracketOf(v);
  w.byte(tagOf(bracket));
  switch (bracket) {
    case Bracket.Number:
      return writeNumber(w, v);
    case Bracket.String:
      return writeString(w, typeof v === 'string' ? v : String(v));
    case Bracket.Object:
      return writeObjectBody(w, v as Document);
    case Bracket.Array:
      for (const e of v as unknown[]) writeValue(w, e);
      w.byte(0);
      return;
    case Bracket.BinData: {
      const { sub, bytes } = binParts(v);
      w.u32(bytes.length);
      w.byte(sub);
      w.bytes(bytes);
      return;
    }
    case Bracket.ObjectId:
      return w.bytes((v as ObjectId).id);
    case Bracket.Bool:
      return w.byte(v ? 1 : 0);
    case Bracket.Date:
      return writeSortableDouble(w, (v as Date).getTime());
    case Bracket.Timestamp: {
      const t = v as Timestamp;
      w.u32(t.t);
      w.u32(t.i);
      return;
    }
    case Bracket.RegExp: {
      const [pattern, flags] =
        v instanceof RegExp ? [v.source, v.flags] : [(v as { pattern: string }).pattern, (v as { options: string }).options];
      writeString(w, pattern);
      writeString(w, flags);
      return;
    }
    case Bracket.Code:
    case Bracket.CodeWScope: {
      const c = v as { code: string; scope?: Document };
      writeString(w, c.code);
      writeObjectBody(w, c.scope ?? {});
      return;
    }
    default:
      return; // MinKey, Null, MaxKey: the tag alone.
  }
}

/** One value's encoding on its own (ascending). */
export function encodeValue(v: unknown): Buffer {
  const w = new KeyWriter(32);
  writeValue(w, v);
  return w.toBuffer();
}
