// Field names are data, never JavaScript properties. Documents are plain objects whose prototype is
// Object.prototype (that is what BSON.deserialize gives), so `doc[name]` for a user-given name such as
// `constructor`, `toString` or `__proto__` would find something the document does not hold, and
// `doc[name] = v` with `__proto__` would replace the prototype instead of storing a field. Every read
// or write of a field whose name comes from a user goes through these helpers.

/** The inherited values a plain object shows for names it does not own: Object.prototype's methods and itself. */
const OBJECT_PROTO: unknown = Object.prototype;

/**
 * The field `name` of `obj` when `obj` owns it, else undefined. Stored values are never functions and never
 * Object.prototype, so the common case costs one property read and two comparisons.
 */
export function getOwn(obj: object, name: string): unknown {
  const v = (obj as Record<string, unknown>)[name];
  if (v === undefined) return undefined;
  if (typeof v === 'function' || v === OBJECT_PROTO) return Object.hasOwn(obj, name) ? v : undefined;
  return v;
}

/** Whether `obj` holds the field `name` (inherited properties do not count). */
export function hasOwn(obj: object, name: string): boolean {
  return Object.hasOwn(obj, name);
}

/** Stores the field `name`; for `__proto__` as a data property, so the prototype stays untouched. */
export function setOwn(obj: object, name: string, value: unknown): void {
  if (name === '__proto__') {
    Object.defineProperty(obj, name, { value, writable: true, enumerable: true, configurable: true });
  } else {
    (obj as Record<string, unknown>)[name] = value;
  }
}

/** Copies every own field of `src` into `dst` (Object.assign would call the `__proto__` setter). */
export function assignOwn(dst: object, src: object): void {
  for (const k of Object.keys(src)) setOwn(dst, k, (src as Record<string, unknown>)[k]);
}

/** A lookup table keyed by names from users (operators, commands, type names): no inherited entries. */
export function table<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/** Looks `name` up in a table that may have been built with `{}`: own entries only. */
export function lookup<T>(tbl: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(tbl, name) ? tbl[name] : undefined;
}
