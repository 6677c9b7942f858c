// Strings inside index keys: escaped UTF-8 with a terminator, or prefix + hash for long strings.
import { createHash } from 'node:crypto';
import { Bracket } from '../query/bson-types';
import { KeyWriter } from './key-writer';
import { tagOf } from './key-tags';

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
