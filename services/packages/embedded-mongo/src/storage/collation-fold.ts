// Index keys under a case- or accent-insensitive collation: strings are folded before encoding, so a
// unique index with { locale: 'en', strength: 2 } refuses 'A@x.io' next to 'a@x.io' as MongoDB does.
// Folded keys keep equality exact but not ICU order, so the planner uses such an index for
// equality only (never for string ranges, regexes or sorting).
import type { Document } from 'bson';
import { toNumber } from '../query/bson-types';

export type Fold = (s: string) => string;

const stripAccents: Fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '');

export function collationFold(collation: unknown): Fold | undefined {
  if (!collation || typeof collation !== 'object') return undefined;
  const c = collation as Document;
  if (typeof c.locale !== 'string' || c.locale === 'simple') return undefined;
  const strength = c.strength === undefined ? 3 : toNumber(c.strength);
  if (strength <= 1) return (s) => stripAccents(s).toLowerCase();
  if (strength === 2) return (s) => s.toLowerCase();
  return undefined;
}
