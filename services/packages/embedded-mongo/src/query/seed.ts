// The starting document of an upsert, and telling replacements from operator updates.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { mongoError } from './errors';
import { isOperatorObject } from './match-ops';
import { isRegexValue } from './regex';
import { getOwn, setOwn } from './own';

function setSeed(out: Document, path: string, value: unknown, seen: Set<string>): void {
  for (const s of seen) {
    if (s === path || s.startsWith(path + '.') || path.startsWith(s + '.')) {
      throw mongoError(54, `cannot infer query fields to set, path '${path}' is matched twice`);
    }
  }
  seen.add(path);
  const parts = path.split('.');
  let cur: Document = out;
  for (let i = 0; i < parts.length - 1; i++) {
    let next = getOwn(cur, parts[i]);
    if (!isPlainObject(next)) setOwn(cur, parts[i], (next = {}));
    cur = next as Document;
  }
  setOwn(cur, parts[parts.length - 1], value);
}

function collectEqualities(query: Document, out: Document, seen: Set<string>): void {
  for (const key of Object.keys(query)) {
    const v = query[key];
    if (key === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) collectEqualities(sub, out, seen);
      continue;
    }
    if (key.startsWith('$')) continue;
    if (isOperatorObject(v)) {
      const ops = v as Document;
      if (Object.hasOwn(ops, '$eq') && !isRegexValue(ops.$eq)) setSeed(out, key, ops.$eq, seen);
      else if (Array.isArray(ops.$in) && ops.$in.length === 1 && !isRegexValue(ops.$in[0])) setSeed(out, key, ops.$in[0], seen);
      continue;
    }
    if (isRegexValue(v)) continue;
    setSeed(out, key, v, seen);
  }
}

export function upsertSeed(query: Document): Document {
  const out: Document = {};
  collectEqualities(query ?? {}, out, new Set());
  // _id leads, as MongoDB places it.
  if (Object.hasOwn(out, '_id')) {
    const { _id, ...rest } = out;
    return { _id, ...rest };
  }
  return out;
}

export function isReplacement(update: Document | Document[]): boolean {
  if (Array.isArray(update)) return false;
  if (!isPlainObject(update)) throw mongoError(9, 'Update argument must be either an object or an array');
  const keys = Object.keys(update);
  if (keys.length === 0) return true;
  const ops = keys[0].startsWith('$');
  for (const k of keys) {
    if (ops && !k.startsWith('$')) {
      throw mongoError(9, `Unknown modifier: ${k}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!ops && k.startsWith('$')) {
      throw mongoError(
        52,
        `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
  }
  return !ops;
}
