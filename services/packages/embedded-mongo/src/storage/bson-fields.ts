// Reads only some top-level fields of a stored BSON document. A scan tests its filter on these few
// fields first and decodes the whole document only for candidates: most of a collection scan's cost
// was decoding documents the filter then rejected.
import { BSON, Double, Int32, type Document } from 'bson';
import { BSON_VALUE_OPTIONS } from '../engine/types';
import { assignOwn, setOwn } from '../query/own';

function cstringEnd(buf: Buffer, at: number): number {
  const end = buf.indexOf(0, at);
  if (end < 0) throw new RangeError('unterminated BSON cstring');
  return end;
}

/** Size of the value of an element of `type` starting at `at`. */
function valueSize(buf: Buffer, type: number, at: number): number {
  switch (type) {
    case 0x01:
    case 0x09:
    case 0x11:
    case 0x12:
      return 8;
    case 0x02:
    case 0x0d:
    case 0x0e:
      return 4 + buf.readInt32LE(at);
    case 0x03:
    case 0x04:
    case 0x0f:
      return buf.readInt32LE(at);
    case 0x05:
      return 5 + buf.readInt32LE(at);
    case 0x06:
    case 0x0a:
    case 0x7f:
    case 0xff:
      return 0;
    case 0x07:
      return 12;
    case 0x08:
      return 1;
    case 0x0b: {
      const patternEnd = cstringEnd(buf, at);
      return cstringEnd(buf, patternEnd + 1) + 1 - at;
    }
    case 0x0c:
      return 4 + buf.readInt32LE(at) + 12;
    case 0x10:
      return 4;
    case 0x13:
      return 16;
    default:
      throw new RangeError(`unknown BSON type 0x${type.toString(16)}`);
  }
}

/** Common scalar types decoded directly, exactly as BSON.deserialize with BSON_VALUE_OPTIONS would. */
function decodeScalar(buf: Buffer, type: number, at: number): { value: unknown } | undefined {
  switch (type) {
    case 0x02:
      return { value: buf.toString('utf8', at + 4, at + 4 + buf.readInt32LE(at) - 1) };
    case 0x01:
      return { value: new Double(buf.readDoubleLE(at)) };
    case 0x10:
      return { value: new Int32(buf.readInt32LE(at)) };
    case 0x08:
      return { value: buf[at] === 1 };
    case 0x0a:
      return { value: null };
    case 0x09:
      return { value: new Date(Number(buf.readBigInt64LE(at))) };
    default:
      return undefined;
  }
}

/** Reads the given top-level fields of stored documents. */
export class FieldReader {
  private readonly names: Buffer[];
  private readonly keys: string[];

  constructor(fields: Iterable<string>) {
    this.keys = [...fields];
    this.names = this.keys.map((f) => Buffer.from(f, 'utf8'));
  }

  private wantedAt(bytes: Buffer, start: number, end: number): number {
    const len = end - start;
    for (let k = 0; k < this.names.length; k++) {
      const n = this.names[k];
      if (n.length === len && bytes.compare(n, 0, len, start, end) === 0) return k;
    }
    return -1;
  }

  /** A document holding only the wanted fields (those present) of the stored document `bytes`. */
  read(bytes: Buffer): Document {
    const out: Document = {};
    let rest: Buffer[] | undefined;
    let at = 4;
    const end = bytes.length - 1;
    let wanted = this.names.length;
    while (at < end && wanted > 0) {
      const type = bytes[at];
      const nameEnd = cstringEnd(bytes, at + 1);
      const valueAt = nameEnd + 1;
      const valueEnd = valueAt + valueSize(bytes, type, valueAt);
      const k = this.wantedAt(bytes, at + 1, nameEnd);
      if (k >= 0) {
        wanted--;
        const scalar = decodeScalar(bytes, type, valueAt);
        if (scalar) setOwn(out, this.keys[k], scalar.value);
        else (rest ??= []).push(bytes.subarray(at, valueEnd));
      }
      at = valueEnd;
    }
    if (rest) assignOwn(out, decodeElements(rest));
    return out;
  }
}

/** Decodes raw BSON elements by wrapping them in a document. */
function decodeElements(parts: Buffer[]): Document {
  const total = parts.reduce((s, p) => s + p.length, 5);
  const doc = Buffer.allocUnsafe(total);
  doc.writeInt32LE(total, 0);
  let pos = 4;
  for (const p of parts) pos += p.copy(doc, pos);
  doc[pos] = 0;
  return BSON.deserialize(doc, BSON_VALUE_OPTIONS);
}

/**
 * The top-level fields a filter reads, or undefined when it may read the whole document
 * ($expr, $where, $jsonSchema, $text…) and a partial document could answer differently.
 */
export function filterFields(filter: Document, into = new Set<string>()): Set<string> | undefined {
  for (const [key, v] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(v)) return undefined;
      for (const sub of v) if (!sub || typeof sub !== 'object' || !filterFields(sub as Document, into)) return undefined;
    } else if (key === '$comment') {
      continue;
    } else if (key.startsWith('$')) {
      return undefined;
    } else {
      into.add(key.split('.')[0]);
    }
  }
  return into;
}
