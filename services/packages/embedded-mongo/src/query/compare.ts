// MongoDB's total order over BSON values: type bracket first, then value within the bracket.
import type { Binary, Document, Long, ObjectId, Timestamp } from 'bson';
import { bracketOf, Bracket, bsonTag, toNumber, isPlainObject } from './bson-types';
import type { QueryContext } from './index';
import { collatorFor } from './collation';
import { compareDecimals } from './numeric';

type StrCmp = (a: string, b: string) => number;

/** Compares code points in UTF-8 byte order (JS's `<` uses UTF-16 units, which differs above U+E000). */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates encode code points above U+FFFF, which sort after U+E000..U+FFFF in UTF-8.
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function cmpBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Exact comparison of an integer (bigint) with a double. */
function cmpBigDouble(a: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const f = Math.floor(d);
  const c = cmpBig(a, BigInt(f));
  if (c !== 0) return c;
  return f === d ? 0 : -1;
}

export function compareNumbers(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return cmpDouble(a, b);
  const ta = bsonTag(a);
  const tb = bsonTag(b);
  const la = ta === 'Long' || typeof a === 'bigint';
  const lb = tb === 'Long' || typeof b === 'bigint';
  if ((la || lb) && ta !== 'Decimal128' && tb !== 'Decimal128') {
    if (la && lb) return cmpBig(bigOf(a), bigOf(b));
    if (la) return cmpBigDouble(bigOf(a), toNumber(b));
    return -cmpBigDouble(bigOf(b), toNumber(a));
  }
  if (ta === 'Decimal128' || tb === 'Decimal128') {
    // Finite decimals compare exactly (a double enters as its shortest decimal form); NaN and infinities below.
    const exact = compareDecimals(a, b);
    if (exact !== undefined) return exact;
  }
  return cmpDouble(toNumber(a), toNumber(b));
}

function bigOf(v: unknown): bigint {
  return typeof v === 'bigint' ? v : (v as Long).toBigInt();
}

/** NaN sorts below every other number and equals itself. */
function cmpDouble(x: number, y: number): number {
  if (x < y) return -1;
  if (x > y) return 1;
  if (x === y) return 0;
  const nx = Number.isNaN(x);
  const ny = Number.isNaN(y);
  return nx && ny ? 0 : nx ? -1 : 1;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return sign(a.length - b.length);
}

function binParts(v: unknown): { sub: number; bytes: Uint8Array } {
  if (v instanceof Uint8Array) return { sub: 0, bytes: v };
  const b = v as Binary;
  return { sub: b.sub_type, bytes: b.buffer.subarray(0, b.position) };
}

function regexParts(v: unknown): [string, string] {
  if (v instanceof RegExp) return [v.source, v.flags];
  const r = v as { pattern: string; options: string };
  return [r.pattern, r.options];
}

function compareObjects(a: Document, b: Document, str: StrCmp): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const va = a[ka[i]];
    const vb = b[kb[i]];
    const c1 = bracketOf(va) - bracketOf(vb);
    if (c1 !== 0) return sign(c1);
    const c2 = compareUtf8(ka[i], kb[i]);
    if (c2 !== 0) return c2;
    const c3 = compareWith(va, vb, str);
    if (c3 !== 0) return c3;
  }
  return sign(ka.length - kb.length);
}

function compareArrays(a: unknown[], b: unknown[], str: StrCmp): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareWith(a[i], b[i], str);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

export function compareWith(a: unknown, b: unknown, str: StrCmp): number {
  if (typeof a === 'number' && typeof b === 'number') return cmpDouble(a, b);
  if (typeof a === 'string' && typeof b === 'string') return str(a, b);
  const ba = bracketOf(a);
  const bb = bracketOf(b);
  if (ba !== bb) return ba < bb ? -1 : 1;
  switch (ba) {
    case Bracket.Number:
      return compareNumbers(a, b);
    case Bracket.String:
      return str(String(a), String(b));
    case Bracket.Object:
      return compareObjects(a as Document, b as Document, str);
    case Bracket.Array:
      return compareArrays(a as unknown[], b as unknown[], str);
    case Bracket.BinData: {
      const x = binParts(a);
      const y = binParts(b);
      if (x.bytes.length !== y.bytes.length) return sign(x.bytes.length - y.bytes.length);
      if (x.sub !== y.sub) return sign(x.sub - y.sub);
      return compareBytes(x.bytes, y.bytes);
    }
    case Bracket.ObjectId:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case Bracket.Bool:
      return sign(Number(a) - Number(b));
    case Bracket.Date:
      return cmpDouble((a as Date).getTime(), (b as Date).getTime());
    case Bracket.Timestamp: {
      const x = a as Timestamp;
      const y = b as Timestamp;
      return sign(x.t - y.t) || sign(x.i - y.i);
    }
    case Bracket.RegExp: {
      const [pa, fa] = regexParts(a);
      const [pb, fb] = regexParts(b);
      return compareUtf8(pa, pb) || compareUtf8(fa, fb);
    }
    case Bracket.Code:
    case Bracket.CodeWScope: {
      const x = a as { code: string; scope?: Document };
      const y = b as { code: string; scope?: Document };
      return compareUtf8(x.code, y.code) || compareObjects(x.scope ?? {}, y.scope ?? {}, str);
    }
    default:
      return 0;
  }
}

/** The string comparison a context asks for: binary, or the collation's. */
export function stringComparer(ctx?: QueryContext): StrCmp {
  const c = ctx?.collation ? collatorFor(ctx.collation) : undefined;
  return c ?? compareUtf8;
}

export function compareValues(a: unknown, b: unknown, ctx?: QueryContext): number {
  return compareWith(a, b, stringComparer(ctx));
}

export function valuesEqual(a: unknown, b: unknown, ctx?: QueryContext): boolean {
  if (a === b) return true;
  if (typeof a === 'string' && typeof b === 'string' && !ctx?.collation) return false;
  return compareValues(a, b, ctx) === 0;
}

export { isPlainObject };
