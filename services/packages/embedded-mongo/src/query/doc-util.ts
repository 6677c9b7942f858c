// Deep copy and exact (type- and order-sensitive) equality of BSON documents.
import type { Document } from 'bson';
import { bracketOf, Bracket, isPlainObject, numKind } from './bson-types';
import { compareUtf8, compareWith } from './compare';
import { setOwn } from './own';

/** Copies plain objects and arrays; BSON value objects are immutable and shared. */
export function cloneDeep<T>(v: T): T {
  if (Array.isArray(v)) return v.map(cloneDeep) as T;
  if (isPlainObject(v)) {
    const out: Document = {};
    for (const k of Object.keys(v)) setOwn(out, k, cloneDeep(v[k]));
    return out as T;
  }
  return v;
}

/** True when two values would serialize to the same BSON (same types, values, field order). */
export function identical(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!identical(a[i], b[i])) return false;
    return true;
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (let i = 0; i < ka.length; i++) {
      if (ka[i] !== kb[i] || !identical(a[ka[i]], b[kb[i]])) return false;
    }
    return true;
  }
  const ba = bracketOf(a);
  if (ba !== bracketOf(b)) return false;
  if (ba === Bracket.Number) {
    if (numKind(a) !== numKind(b)) return false;
    if (Object.is(a, b)) return true;
    return compareWith(a, b, compareUtf8) === 0 && String(a) === String(b);
  }
  if (a === null || b === null || a === undefined || b === undefined) return a === b;
  return compareWith(a, b, compareUtf8) === 0;
}
