// $slice as projection and $push modifier: n (first n / last -n) or [skip, limit].
import { isNumeric, toNumber } from './bson-types';
import { badValue } from './errors';

export type SliceSpec = { skip?: number; limit: number };

export function parseSlice(spec: unknown, path: string): SliceSpec {
  if (isNumeric(spec)) return { limit: Math.trunc(toNumber(spec)) };
  if (Array.isArray(spec) && spec.length === 2 && isNumeric(spec[0]) && isNumeric(spec[1])) {
    const limit = Math.trunc(toNumber(spec[1]));
    if (limit <= 0) throw badValue(`$slice limit must be positive`);
    return { skip: Math.trunc(toNumber(spec[0])), limit };
  }
  throw badValue(`$slice only supports numbers and [skip, limit] arrays (field '${path}')`);
}

export function sliceArray<T>(arr: T[], s: SliceSpec): T[] {
  if (s.skip === undefined) return s.limit >= 0 ? arr.slice(0, s.limit) : arr.slice(Math.max(arr.length + s.limit, 0));
  const start = s.skip < 0 ? Math.max(arr.length + s.skip, 0) : Math.min(s.skip, arr.length);
  return arr.slice(start, start + s.limit);
}
