// arrayFilters: one element test per identifier, used by `$[identifier]` path segments.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { badValue, mongoError } from './errors';
import { toJsonish } from './format';
import { compileFilter } from './match';
import { describe, type Step } from './update-steps';
import type { ElementFilters } from './update-paths';
import type { UpdateOptions } from './index';

/** Array filters by identifier: each one tests an element placed in a holder under that identifier. */
function compileArrayFilters(opts: UpdateOptions, steps: Step[]): ElementFilters {
  const filters: ElementFilters = new Map();
  for (const f of opts.arrayFilters ?? []) {
    if (!isPlainObject(f)) throw mongoError(14, 'arrayFilters must be an array of objects');
    if ('$expr' in f) throw mongoError(224, '$expr is not allowed in arrayFilters');
    if ('$text' in f) throw badValue('$text is not allowed in arrayFilters');
    // Compiling first reports unknown operators ({$i: 0}) as MongoDB does.
    const m = compileFilter(f, opts);
    const ids = new Set<string>();
    collectIds(f, ids);
    if (ids.size === 0) throw mongoError(9, 'Cannot use an expression without a top-level field name in arrayFilters');
    if (ids.size > 1) {
      const [a, b] = [...ids];
      throw mongoError(9, `Error parsing array filter :: caused by :: Expected a single top-level field name, found '${a}' and '${b}'`);
    }
    const id = [...ids][0];
    if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) {
      throw badValue(
        `Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${id}'`,
      );
    }
    if (filters.has(id)) throw mongoError(9, `Found multiple array filters with the same top-level field name ${id}`);
    filters.set(id, (e) => m({ [id]: e }));
  }
  const used = new Set<string>();
  for (const s of steps) for (const p of s.parts) if (p.startsWith('$[') && p.length > 3) used.add(p.slice(2, -1));
  for (const id of filters.keys()) {
    if (!used.has(id))
      throw mongoError(9, `The array filter for identifier '${id}' was not used in the update ${toJsonish(describe(steps))}`);
  }
  return filters;
}

function collectIds(f: Document, ids: Set<string>): void {
  for (const k of Object.keys(f)) {
    if (k.startsWith('$')) {
      const v = f[k];
      if (Array.isArray(v)) for (const sub of v) if (isPlainObject(sub)) collectIds(sub, ids);
    } else ids.add(k.split('.')[0]);
  }
}

const compiledFilters = new WeakMap<Document[], ElementFilters>();

export function filtersOf(opts: UpdateOptions, steps: Step[]): ElementFilters {
  if (!opts.arrayFilters) return compileArrayFilters(opts, steps);
  let f = compiledFilters.get(opts.arrayFilters);
  if (!f) {
    f = compileArrayFilters(opts, steps);
    compiledFilters.set(opts.arrayFilters, f);
  }
  return f;
}
