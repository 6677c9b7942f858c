// Whether a query filter implies an index's partialFilterExpression, so the partial index holds every
// document the query can match. Conservative: literal repeats of the same condition, equality to a
// non-null value for {$exists: true}, and equalities inside a range condition.
import type { Document } from 'bson';
import { compareValues } from '../query';
import { bracketOf, isPlainObject } from '../query/bson-types';

/** Conditions the filter puts on `field`, at the top level or inside a top-level $and. */
function conditionsOn(filter: Document, field: string): unknown[] {
  const out: unknown[] = [];
  if (Object.hasOwn(filter, field)) out.push(filter[field]);
  if (Array.isArray(filter.$and)) for (const sub of filter.$and) if (isPlainObject(sub)) out.push(...conditionsOn(sub, field));
  return out;
}

function equalityValue(cond: unknown): { value: unknown } | undefined {
  if (isPlainObject(cond)) {
    const keys = Object.keys(cond);
    if (keys.length === 1 && keys[0] === '$eq') return { value: cond.$eq };
    if (keys.some((k) => k.startsWith('$'))) return undefined;
  }
  if (cond instanceof RegExp || Array.isArray(cond)) return undefined;
  return { value: cond };
}

function satisfies(cond: unknown, required: unknown): boolean {
  if (compareValues(cond, required) === 0) return true;
  const eq = equalityValue(cond);
  if (!eq || !isPlainObject(required)) return false;
  const v = eq.value;
  return Object.entries(required).every(([op, bound]) => {
    const sameType = bracketOf(v) === bracketOf(bound);
    switch (op) {
      case '$exists':
        return !!bound && v !== null && v !== undefined;
      case '$eq':
        return compareValues(v, bound) === 0;
      case '$gt':
        return sameType && compareValues(v, bound) > 0;
      case '$gte':
        return sameType && compareValues(v, bound) >= 0;
      case '$lt':
        return sameType && compareValues(v, bound) < 0;
      case '$lte':
        return sameType && compareValues(v, bound) <= 0;
      default:
        return false;
    }
  });
}

export function impliesPartial(filter: Document, partial: Document): boolean {
  return Object.entries(partial).every(([field, required]) => {
    if (field === '$and') return Array.isArray(required) && required.every((sub) => isPlainObject(sub) && impliesPartial(filter, sub));
    if (field.startsWith('$')) return false;
    return conditionsOn(filter, field).some((cond) => satisfies(cond, required));
  });
}
