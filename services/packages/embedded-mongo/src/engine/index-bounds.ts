// Turns the predicates on one index's fields into LMDB key ranges: equality values on a prefix of the
// fields (several for $in: the cross product), then one range or regex on the next field.
import { Bracket, bracketOf } from '../query/bson-types';
import type { IndexDef } from '../storage/index-def';
import { isLongString, longStringPrefix, tagOf, writeValue } from '../storage/key-codec';
import { KeyWriter, prefixEnd } from '../storage/key-writer';
import { idPrefix, prefixRange, type KeyRange } from '../storage/store';
import type { Bound, FieldPredicate, Predicates } from './predicates';

// Caps the cross product of several $in lists; one long $in (populate of many ids) stays indexed.
const MAX_RANGES = 100_000;

export interface IndexBounds {
  ranges: KeyRange[];
  /** Fields bound to exactly one value (they do not disturb a sort on later fields). */
  singleEq: Set<string>;
  eqFields: number;
  hasRange: boolean;
  hasRegex: boolean;
  /** The regex on the first field, when keys can be tested before fetching documents. */
  keyRegex?: RegExp;
}

function invert(b: Buffer): Buffer {
  return Buffer.from(b.map((x) => 0xff - x));
}

function component(value: unknown, dir: number): Buffer {
  const w = new KeyWriter(32);
  writeValue(w, value);
  if (dir < 0) w.invertFrom(0);
  return w.toBuffer();
}

/** The byte range, relative to the prefix, of values between `lower` and `upper` (value order). */
function valueRange(lower: Bound | number, upper: Bound | number, dir: number): { lo: Buffer; hi: Buffer } {
  // A number stands for a whole type bracket's edge.
  const asc = (b: Bound | number, isLower: boolean): Buffer => {
    if (typeof b === 'number') return Buffer.from([tagOf(b) + (isLower ? 0 : 1)]);
    // Long strings sharing a prefix are keyed in hash order: bound by the whole prefix instead.
    if (isLongString(b.value)) return isLower ? longStringPrefix(b.value) : prefixEnd(longStringPrefix(b.value));
    const enc = component(b.value, 1);
    return isLower === b.inclusive ? enc : prefixEnd(enc);
  };
  const desc = (b: Bound | number, isLower: boolean): Buffer => {
    if (typeof b === 'number') return Buffer.from([0xff - tagOf(b) + (isLower ? 1 : 0)]);
    if (isLongString(b.value)) {
      const inverted = invert(longStringPrefix(b.value));
      return isLower ? prefixEnd(inverted) : inverted;
    }
    const enc = component(b.value, -1);
    return isLower === b.inclusive ? prefixEnd(enc) : enc;
  };
  return dir > 0 ? { lo: asc(lower, true), hi: asc(upper, false) } : { lo: desc(upper, false), hi: desc(lower, true) };
}

function rangeFor(p: FieldPredicate, multikey: boolean, dir: number): { lo: Buffer; hi: Buffer }[] | undefined {
  if (p.lower || p.upper) {
    const lower: Bound | number = p.lower ?? bracketOf(p.upper!.value);
    let upper: Bound | number = p.upper ?? bracketOf(p.lower!.value);
    // Bounds of different types, or on a multikey field (each may hold for a different element): one side.
    if (p.lower && p.upper && (multikey || bracketOf(p.lower.value) !== bracketOf(p.upper.value))) {
      upper = bracketOf(p.lower.value);
    }
    return [valueRange(lower, upper, dir)];
  }
  if (p.regex) {
    // Strings the regex may match, plus stored regexes (a regex query also matches an equal regex value).
    return [valueRange(Bracket.String, Bracket.String, dir), valueRange(Bracket.RegExp, Bracket.RegExp, dir)];
  }
  return undefined;
}

export function boundsFor(index: IndexDef, preds: Predicates): IndexBounds {
  let prefixes: Buffer[] = [idPrefix(index.id)];
  const singleEq = new Set<string>();
  let eqFields = 0;
  let tail: { lo: Buffer; hi: Buffer }[] | undefined;
  let hasRegex = false;
  let keyRegex: RegExp | undefined;
  for (let i = 0; i < index.fields.length; i++) {
    const field = index.fields[i];
    const p = preds.get(field);
    if (!p) break;
    const eq = p.eq && usableEq(p.eq, field, index) ? p.eq : undefined;
    if (eq && prefixes.length * Math.max(eq.length, 1) <= MAX_RANGES) {
      const fold = index.fold;
      const comps = dedupe(eq.map((v) => component(fold && typeof v === 'string' ? fold(v) : v, index.dirs[i])));
      prefixes = prefixes.flatMap((pre) => comps.map((c) => Buffer.concat([pre, c])));
      if (comps.length === 1) singleEq.add(field);
      eqFields++;
      continue;
    }
    // Folded (collated) string keys are not in binary order: no string range or regex over them.
    if (index.fold && (p.regex || [p.lower, p.upper].some((b) => b && bracketOf(b.value) === Bracket.String))) break;
    tail = rangeFor(p, index.meta.multikey, index.dirs[i]);
    if (tail && !p.lower && !p.upper) {
      hasRegex = true;
      if (i === 0 && index.dirs[0] > 0) keyRegex = p.regex;
    }
    break;
  }
  const ranges = prefixes.flatMap((pre) =>
    tail ? tail.map((t) => ({ start: Buffer.concat([pre, t.lo]), end: Buffer.concat([pre, t.hi]) })) : [prefixRange(pre)],
  );
  ranges.sort((a, b) => Buffer.compare(a.start, b.start));
  return { ranges, singleEq, eqFields, hasRange: !!tail && !hasRegex, hasRegex, keyRegex };
}

/** null also matches missing fields: fine for a plain path of a non-sparse index, not otherwise. */
function usableEq(values: unknown[], field: string, index: IndexDef): boolean {
  if (!values.some((v) => v === null)) return true;
  return !index.sparse && !field.includes('.');
}

function dedupe(bufs: Buffer[]): Buffer[] {
  const seen = new Map<string, Buffer>();
  for (const b of bufs) seen.set(b.toString('latin1'), b);
  return [...seen.values()];
}
