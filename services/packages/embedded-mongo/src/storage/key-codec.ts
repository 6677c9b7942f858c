// Order-preserving byte encoding of BSON values for index keys: comparing encodings with memcmp gives
// the order of compareValues (src/query). Every encoded value is prefix-free (self-delimiting), so
// compound keys are plain concatenations and a key's exact-match range is [enc, prefixEnd(enc)).
import type { Binary, Document, Long, ObjectId, Timestamp } from 'bson';
import { Bracket, bracketOf, bsonTag, toNumber } from '../query/bson-types';
import { createHash } from 'node:crypto';
import { KeyWriter } from './key-writer';

/** Bracket b is written as TAG_BASE + b so 0x00 stays free to terminate strings, objects and arrays. */
export const TAG_BASE = 0x10;

export function tagOf(bracket: number): number {
  return TAG_BASE + bracket;
}

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

/**
 * Strings longer than this many UTF-8 bytes are keyed by their first LONG_STRING_BYTES bytes, a
 * marker and a hash of the whole string: equality and uniqueness stay exact and keys stay under
 * LMDB's 1978-byte limit. Only the order among long strings sharing that prefix is by hash, so range
 * bounds on such strings are widened to the whole prefix (see index-bounds) and re-checked.
 */
export const LONG_STRING_BYTES = 512;
/** After the escaped prefix: 00 01 sorts between the terminator (00 00) and an escaped 0x00 (00 FF). */
const LONG_MARKER = [0x00, 0x01];

export function isLongString(v: unknown): v is string {
  return typeof v === 'string' && v.length > LONG_STRING_BYTES / 3 && Buffer.byteLength(v, 'utf8') > LONG_STRING_BYTES;
}

function writeEscaped(w: KeyWriter, bytes: Uint8Array, end: number): void {
  for (let i = 0; i < end; i++) {
    const b = bytes[i];
    w.byte(b);
    if (b === 0) w.byte(0xff);
  }
}

/** UTF-8 bytes with 0x00 escaped as 00 FF and a 00 00 terminator, so shorter strings sort first. */
export function writeString(w: KeyWriter, s: string): void {
  const bytes = Buffer.from(s, 'utf8');
  if (bytes.length > LONG_STRING_BYTES) {
    writeLongStringPrefix(w, bytes);
    w.bytes(createHash('sha256').update(bytes).digest().subarray(0, 16));
    return;
  }
  writeEscaped(w, bytes, bytes.length);
  w.byte(0);
  w.byte(0);
}

function writeLongStringPrefix(w: KeyWriter, bytes: Uint8Array): void {
  writeEscaped(w, bytes, LONG_STRING_BYTES);
  w.bytes(Uint8Array.from(LONG_MARKER));
}

/** The part of a long string's key shared by every long string with the same prefix (tag included). */
export function longStringPrefix(s: string): Buffer {
  const w = new KeyWriter(LONG_STRING_BYTES + 8);
  w.byte(tagOf(Bracket.String));
  writeLongStringPrefix(w, Buffer.from(s, 'utf8'));
  return w.toBuffer();
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
    case Bracket.Number: return writeNumber(w, v);
    case Bracket.String: return writeString(w, typeof v === 'string' ? v : String(v));
    case Bracket.Object: return writeObjectBody(w, v as Document);
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
    case Bracket.ObjectId: return w.bytes((v as ObjectId).id);
    case Bracket.Bool: return w.byte(v ? 1 : 0);
    case Bracket.Date: return writeSortableDouble(w, (v as Date).getTime());
    case Bracket.Timestamp: {
      const t = v as Timestamp;
      w.u32(t.t);
      w.u32(t.i);
      return;
    }
    case Bracket.RegExp: {
      const [pattern, flags] = v instanceof RegExp ? [v.source, v.flags] : [(v as { pattern: string }).pattern, (v as { options: string }).options];
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

/** Decodes a string component at `offset` (tag included); undefined when the component is not a string. */
export function readStringComponent(buf: Buffer, offset: number): { value: string; next: number } | undefined {
  if (buf[offset] !== tagOf(Bracket.String)) return undefined;
  const start = offset + 1;
  let escaped = false;
  for (let i = start; i < buf.length; i++) {
    if (buf[i] !== 0) continue;
    if (buf[i + 1] === 0xff) {
      escaped = true;
      i++;
      continue;
    }
    // A long string's key holds only its prefix and a hash: the caller must look at the document.
    if (buf[i + 1] === LONG_MARKER[1]) return undefined;
    const value = escaped ? unescape0(buf.subarray(start, i)) : buf.toString('utf8', start, i);
    return { value, next: i + 2 };
  }
  return undefined;
}

function unescape0(raw: Buffer): string {
  const out: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    out.push(raw[i]);
    if (raw[i] === 0) i++;
  }
  return Buffer.from(out).toString('utf8');
}
