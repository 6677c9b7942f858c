// Generated documents and paths whose field names are also JavaScript object properties, and a small
// reference model of what MongoDB does with them. The model works on own properties only
// (Object.hasOwn / defineProperty), so it cannot be fooled the way the server once was.
import fc from 'fast-check';

/** Names that plain objects answer for without holding them, mixed with ordinary ones. */
export const NAMES = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'a',
  'b',
];

export type Value = number | string | null | number[] | Doc;
export type Doc = { [k: string]: Value };
/** A stored document of these tests: numbered _id. */
export type Row = { _id: number; [k: string]: unknown };

export function has(o: object, k: string): boolean {
  return Object.hasOwn(o, k);
}

export function get(o: unknown, k: string): unknown {
  return isDoc(o) && has(o, k) ? o[k] : undefined;
}

export function put(o: object, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

export function isDoc(v: unknown): v is Doc {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A document from [name, value] pairs, in that order, every name an own field. */
export function docOf(entries: [string, unknown][]): Doc {
  const o: Doc = {};
  for (const [k, v] of entries) put(o, k, v);
  return o;
}

/** Deep copy keeping own fields only, in order. */
export function clone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clone) as T;
  if (isDoc(v)) return docOf(Object.keys(v).map((k) => [k, clone(v[k])])) as T;
  return v;
}

/** Order- and type-sensitive comparison form (JSON.stringify writes own `__proto__` keys as fields). */
export const form = (v: unknown): string => JSON.stringify(v);

export const name = fc.constantFrom(...NAMES);
export const scalar = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('x', 'y'), fc.constant(null));
export const intArray = fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 4 });

function entries(value: fc.Arbitrary<unknown>): fc.Arbitrary<Doc> {
  return fc.uniqueArray(fc.tuple(name, value), { selector: ([k]) => k, maxLength: 4 }).map((e) => docOf(e as [string, unknown][]));
}

/** Sub-documents two levels deep, arrays of numbers at the leaves. */
export const subDoc: fc.Arbitrary<Doc> = entries(fc.oneof(scalar, intArray, entries(fc.oneof(scalar, intArray))));
export const body: fc.Arbitrary<Doc> = entries(fc.oneof({ weight: 2, arbitrary: scalar }, intArray, subDoc));

/** 1 to 3 documents with _id 0, 1, 2 … first. */
export const docs = fc
  .array(body, { minLength: 1, maxLength: 3 })
  .map((list) => list.map((d, i) => docOf([['_id', i], ...Object.entries(d)])));

/** Dotted paths of one or two names. */
export const path = fc.array(name, { minLength: 1, maxLength: 2 }).map((p) => p.join('.'));

/** The value a path names in a document, following documents only (arrays of numbers hold no fields). */
export function at(doc: unknown, p: string): unknown {
  let v = doc;
  for (const part of p.split('.')) v = get(v, part);
  return v;
}
