// Hash keys for grouping: values MongoDB considers equal (1, 1.0, Long(1)) get the same key.
import type { Binary, Document, ObjectId } from 'bson';
import { bracketOf, Bracket, bsonTag, isPlainObject, numKind, toNumber } from './bson-types';

function numberKey(v: unknown): string {
  const k = numKind(v);
  if (k === 'long') return `n${(v as { toString(): string }).toString()}`;
  const n = toNumber(v);
  if (Number.isNaN(n)) return 'nNaN';
  if (Number.isInteger(n) && Math.abs(n) < 2 ** 63) return `n${BigInt(n)}`;
  return `n${n}`;
}

export function groupKey(v: unknown, fold?: (s: string) => string): string {
  if (v === undefined || v === null) return 'z';
  if (typeof v === 'string') return `s${fold ? fold(v) : v}`;
  const b = bracketOf(v);
  switch (b) {
    case Bracket.Number:
      return numberKey(v);
    case Bracket.Bool:
      return v ? 'bt' : 'bf';
    case Bracket.Date:
      return `d${(v as Date).getTime()}`;
    case Bracket.ObjectId:
      return `o${(v as ObjectId).toHexString()}`;
    case Bracket.Array:
      return `a[${(v as unknown[]).map((e) => groupKey(e, fold)).join(',')}]`;
    case Bracket.BinData: {
      const bin = v instanceof Uint8Array ? { sub_type: 0, buffer: v } : (v as Binary);
      return `x${bin.sub_type}:${Buffer.from(bin.buffer).toString('hex')}`;
    }
    default:
      break;
  }
  if (isPlainObject(v)) {
    const d = v as Document;
    return `{${Object.keys(d)
      .map((k) => `${JSON.stringify(k)}:${groupKey(d[k], fold)}`)
      .join(',')}}`;
  }
  return `${b}:${bsonTag(v) ?? ''}:${String(v)}`;
}
