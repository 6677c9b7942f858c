// MongoDB (PCRE) regular expressions as JS RegExp: options i m s x are honoured, u is implied.
import { bsonTag } from './bson-types';
import { badValue, mongoError } from './errors';

const cache = new Map<string, RegExp>();

/** Removes unescaped whitespace and #-comments, as PCRE's extended mode does. */
function stripExtended(src: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      out += c + (src[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else if (c === '#') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (!/\s/.test(c)) {
      out += c;
    }
  }
  return out;
}

export function makeRegex(pattern: string, options: string): RegExp {
  const key = `${options}/${pattern}`;
  let re = cache.get(key);
  if (re) return re;
  let src = pattern;
  let opts = options;
  // PCRE allows leading inline flags such as (?i); JS does not.
  const inline = /^\(\?([imsx]+)\)/.exec(src);
  if (inline) {
    opts += inline[1];
    src = src.slice(inline[0].length);
  }
  for (const o of opts) {
    if (!'imsxu'.includes(o)) throw badValue(`invalid flag in regex options: ${o}`);
  }
  if (opts.includes('x')) src = stripExtended(src);
  let flags = '';
  for (const f of ['i', 'm', 's']) if (opts.includes(f)) flags += f;
  // Unicode mode costs about 4x per test in V8; only patterns that need it get it.
  const unicode = /\\[pP]\{|\\u\{/.test(src);
  try {
    re = new RegExp(src, unicode ? flags + 'u' : flags);
  } catch {
    try {
      re = new RegExp(src, unicode ? flags : flags + 'u');
    } catch (e) {
      throw mongoError(51091, `Regular expression is invalid: ${(e as Error).message}`);
    }
  }
  if (cache.size > 5000) cache.clear();
  cache.set(key, re);
  return re;
}

/** A RegExp from a JS RegExp, a BSONRegExp, or a $regex/$options pair. */
export function toRegex(v: unknown, options?: string): RegExp | undefined {
  if (v instanceof RegExp) {
    const flags = options ?? v.flags.replace(/[gyud]/g, '');
    return makeRegex(v.source, flags);
  }
  if (bsonTag(v) === 'BSONRegExp') {
    const r = v as { pattern: string; options: string };
    return makeRegex(r.pattern, options ?? r.options);
  }
  if (typeof v === 'string') return makeRegex(v, options ?? '');
  return undefined;
}

export function isRegexValue(v: unknown): boolean {
  return v instanceof RegExp || bsonTag(v) === 'BSONRegExp';
}
