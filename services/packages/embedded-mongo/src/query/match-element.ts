// Element and evaluation predicates: $type, $exists operand, $mod, $size ($bits* are in match-bits.ts).
import { bsonTypeNumber, isNumeric, toNumber, TYPE_ALIASES } from './bson-types';
import { badValue } from './errors';
import type { ValuePred } from './match-values';
import { hasOwn } from './own';

export function typePred(spec: unknown): ValuePred {
  const list = Array.isArray(spec) ? spec : [spec];
  const codes = new Set<number>();
  let anyNumber = false;
  for (const t of list) {
    if (typeof t === 'string') {
      if (t === 'number') anyNumber = true;
      else if (hasOwn(TYPE_ALIASES, t)) codes.add(TYPE_ALIASES[t]);
      else throw badValue(`Unknown type name alias: ${t}`);
    } else if (isNumeric(t)) {
      const n = toNumber(t);
      if (!Number.isInteger(n) || !hasOwn(TYPE_NAMES_BY_CODE, String(n))) throw badValue(`Invalid numerical type code: ${n}`);
      codes.add(n);
    } else {
      throw badValue('type must be represented as a number or a string');
    }
  }
  return (v) => v !== undefined && ((anyNumber && isNumeric(v)) || codes.has(bsonTypeNumber(v)));
}

const TYPE_NAMES_BY_CODE: Record<number, true> = Object.fromEntries(Object.values(TYPE_ALIASES).map((c) => [c, true]));

export function truthyOperand(v: unknown): boolean {
  if (v === null || v === undefined || v === false) return false;
  if (isNumeric(v)) return toNumber(v) !== 0;
  return true;
}

export function modPred(spec: unknown): ValuePred {
  if (!Array.isArray(spec)) throw badValue('malformed mod, needs to be an array');
  if (spec.length < 2) throw badValue('malformed mod, not enough elements');
  if (spec.length > 2) throw badValue('malformed mod, too many elements');
  if (!isNumeric(spec[0])) throw badValue('malformed mod, divisor not a number');
  if (!isNumeric(spec[1])) throw badValue('malformed mod, remainder not a number');
  const d = Math.trunc(toNumber(spec[0]));
  const r = Math.trunc(toNumber(spec[1]));
  if (d === 0) throw badValue('divisor cannot be 0');
  return (v) => {
    if (!isNumeric(v)) return false;
    const n = toNumber(v);
    if (!Number.isFinite(n)) return false;
    return Math.trunc(n) % d === r;
  };
}

export function sizePred(spec: unknown): ValuePred {
  if (!isNumeric(spec)) throw badValue('$size needs a number');
  const n = toNumber(spec);
  if (!Number.isInteger(n)) throw badValue('$size must be a whole number');
  if (n < 0) throw badValue('$size may not be negative');
  return (v) => Array.isArray(v) && v.length === n;
}
