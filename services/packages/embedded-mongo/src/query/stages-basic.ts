// Streaming and simple blocking stages: $match $project $addFields/$set $unset $sort $skip $limit $count.
import { Int32 } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { mongoError } from './errors';
import { toJsonish } from './format';
import { addFields } from './add-fields';
import { mapIt } from './iter-util';
import { compileFilter } from './match';
import { compileProjectionWith } from './projection';
import { sortDocuments, parseSort } from './sort';
import type { StageCompiler } from './pipeline';

function positiveInt(v: unknown, what: string, code: number, allowZero: boolean): number {
  if (!isNumeric(v) || !Number.isInteger(toNumber(v))) throw mongoError(code, `invalid argument to ${what} stage: ${toJsonish(v)}`);
  const n = toNumber(v);
  if (n < 0 || (!allowZero && n === 0)) {
    throw mongoError(code, what === '$limit' ? 'the limit must be positive' : `invalid argument to $skip stage: Cannot be negative`);
  }
  return n;
}
export const BASIC_STAGES: Record<string, StageCompiler> = {
  $match: (spec, ctx) => {
    if (!isPlainObject(spec)) throw mongoError(15959, 'the match filter must be an expression in an object');
    const m = compileFilter(spec, ctx);
    return function* (input) {
      for (const d of input) if (m(d)) yield d;
    };
  },
  $project: (spec, ctx) => {
    if (!isPlainObject(spec)) throw mongoError(15969, '$project specification must be an object');
    const p = compileProjectionWith(spec, undefined, ctx, true);
    return (input) => mapIt(input, p);
  },
  $addFields: addFields,
  $set: addFields,
  $unset: (spec, ctx) => {
    const fields = typeof spec === 'string' ? [spec] : spec;
    if (!Array.isArray(fields) || fields.length === 0 || fields.some((f) => typeof f !== 'string')) {
      throw mongoError(31002, '$unset specification must be a string or an array containing only string values');
    }
    const p = compileProjectionWith(Object.fromEntries(fields.map((f) => [f, 0])), undefined, ctx, true);
    return (input) => mapIt(input, p);
  },
  $sort: (spec, ctx) => {
    if (!isPlainObject(spec) || Object.keys(spec).length === 0) throw mongoError(15976, '$sort stage must have at least one sort key');
    parseSort(spec);
    return function* (input) {
      yield* sortDocuments([...input], spec, ctx);
    };
  },
  $skip: (spec) => {
    const n = positiveInt(spec, '$skip', 15956, true);
    return function* (input) {
      let i = 0;
      for (const d of input) if (i++ >= n) yield d;
    };
  },
  $limit: (spec) => {
    const n = positiveInt(spec, '$limit', 15958, false);
    return function* (input) {
      if (n <= 0) return;
      let i = 0;
      for (const d of input) {
        yield d;
        if (++i >= n) return;
      }
    };
  },
  $count: (spec) => {
    if (typeof spec !== 'string' || spec === '') throw mongoError(40156, 'the count field must be a non-empty string');
    if (spec.startsWith('$')) throw mongoError(40158, 'the count field cannot be a $-prefixed path');
    if (spec.includes('.')) throw mongoError(40160, "the count field cannot contain '.'");
    return function* (input) {
      let n = 0;
      for (const _ of input) n++;
      if (n > 0) yield { [spec]: new Int32(n) };
    };
  },
};
