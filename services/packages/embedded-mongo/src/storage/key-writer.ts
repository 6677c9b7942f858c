// A growable byte buffer for building LMDB keys without intermediate arrays.
export class KeyWriter {
  private buf: Buffer;
  length = 0;

  constructor(initial = 64) {
    this.buf = Buffer.allocUnsafe(initial);
  }

  private ensure(extra: number): void {
    if (this.length + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }

  byte(b: number): void {
    this.ensure(1);
    this.buf[this.length++] = b;
  }

  bytes(src: Uint8Array): void {
    this.ensure(src.length);
    this.buf.set(src, this.length);
    this.length += src.length;
  }

  u32(n: number): void {
    this.ensure(4);
    this.buf.writeUInt32BE(n >>> 0, this.length);
    this.length += 4;
  }

  /** Record ids are safe integers stored as unsigned 64-bit big-endian so they sort numerically. */
  u64(n: number): void {
    this.ensure(8);
    this.buf.writeUInt32BE(Math.floor(n / 0x100000000), this.length);
    this.buf.writeUInt32BE(n >>> 0, this.length + 4);
    this.length += 8;
  }

  f64(d: number): void {
    this.ensure(8);
    this.buf.writeDoubleBE(d, this.length);
    this.length += 8;
  }

  /** Flips every byte written since `from`: descending index fields sort in reverse. */
  invertFrom(from: number): void {
    for (let i = from; i < this.length; i++) this.buf[i] = 0xff - this.buf[i];
  }

  /** Reads back a byte already written (used to fix up the sortable double encoding in place). */
  at(i: number): number {
    return this.buf[i];
  }

  set(i: number, b: number): void {
    this.buf[i] = b;
  }

  /** A copy of the bytes written so far (LMDB keeps no reference to it). */
  toBuffer(): Buffer {
    return Buffer.from(this.buf.subarray(0, this.length));
  }
}

/** The smallest byte string greater than every string that starts with `prefix` (an exclusive range end). */
export function prefixEnd(prefix: Buffer): Buffer {
  const out = Buffer.from(prefix);
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] < 0xff) {
      out[i]++;
      return out.subarray(0, i + 1);
    }
  }
  // All 0xff: no finite upper bound exists; a longer key of 0xff bytes is past every real key.
  return Buffer.concat([out, Buffer.alloc(8, 0xff)]);
}

export function readU64(buf: Uint8Array, offset: number): number {
  // Plain byte arithmetic: this runs once per index entry scanned, so no Buffer view is allocated.
  const hi = ((buf[offset] << 24) | (buf[offset + 1] << 16) | (buf[offset + 2] << 8) | buf[offset + 3]) >>> 0;
  const lo = ((buf[offset + 4] << 24) | (buf[offset + 5] << 16) | (buf[offset + 6] << 8) | buf[offset + 7]) >>> 0;
  return hi * 0x100000000 + lo;
}
