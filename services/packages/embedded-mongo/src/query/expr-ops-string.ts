// Expression operators on strings.
import { Int32 } from 'bson';
import { isNumeric, toNumber } from './bson-types';
import { compareUtf8 } from './compare';
import { registerOperators } from './expr';
import { fn, nullish, objectArgs, typeName } from './expr-util';
import { mongoError } from './errors';
import { toStringValue } from './expr-convert';

const enc = new TextEncoder();

// MongoDB maps case for ASCII letters only ($toUpper of 'é' is 'é').
const asciiUpper = (s: string): string => s.replace(/[a-z]+/g, (m) => m.toUpperCase());
const asciiLower = (s: string): string => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
const dec = new TextDecoder();

function str(v: unknown, op: string): string {
  if (nullish(v)) return '';
  if (typeof v === 'string') return v;
  if (isNumeric(v) || v instanceof Date || typeof v === 'boolean') {
    if (op === '$concat') throw mongoError(16702, `$concat only supports strings, not ${typeName(v)}`);
    return toStringValue(v);
  }
  throw mongoError(16007, `${op} requires a string argument, found: ${typeName(v)}`);
}

function substrBytes(s: string, start: number, len: number): string {
  const bytes = enc.encode(s);
  const end = len < 0 ? bytes.length : Math.min(bytes.length, start + len);
  return dec.decode(bytes.subarray(Math.max(0, start), end));
}

function trimOp(where: 'both' | 'start' | 'end') {
  return (a: unknown, op: string) => {
    const o = objectArgs(a, op, ['input'], ['chars']);
    return (env: Parameters<NonNullable<typeof o.input>>[0]) => {
      const input = o.input!(env);
      if (nullish(input)) return null;
      if (typeof input !== 'string') throw mongoError(50699, `${op} requires its input to be a string, got ${typeName(input)}`);
      const chars = o.chars ? o.chars(env) : undefined;
      const set =
        typeof chars === 'string' ? [...chars] : [' ', '\t', '\n', '\r', '\v', '\f', '\0', '\u00a0', '\u2028', '\u2029', '\u3000'];
      const cps = [...input];
      let s = 0;
      let e = cps.length;
      if (where !== 'end') while (s < e && set.includes(cps[s])) s++;
      if (where !== 'start') while (e > s && set.includes(cps[e - 1])) e--;
      return cps.slice(s, e).join('');
    };
  };
}

registerOperators({
  $concat: fn((vals) => {
    let out = '';
    for (const v of vals) {
      if (nullish(v)) return null;
      if (typeof v !== 'string') throw mongoError(16702, `$concat only supports strings, not ${typeName(v)}`);
      out += v;
    }
    return out;
  }),
  $toLower: fn(([v]) => asciiLower(str(v, '$toLower')), [1, 1]),
  $toUpper: fn(([v]) => asciiUpper(str(v, '$toUpper')), [1, 1]),
  $substr: fn(([s, a, b]) => substrBytes(str(s, '$substr'), toNumber(a), toNumber(b)), [3, 3]),
  $substrBytes: fn(([s, a, b]) => substrBytes(str(s, '$substrBytes'), toNumber(a), toNumber(b)), [3, 3]),
  $substrCP: fn(
    ([s, a, b]) => {
      const cps = [...str(s, '$substrCP')];
      const start = toNumber(a);
      const len = toNumber(b);
      return cps.slice(start, len < 0 ? undefined : start + len).join('');
    },
    [3, 3],
  ),
  $strLenBytes: fn(
    ([s]) => {
      if (typeof s !== 'string') throw mongoError(34473, `$strLenBytes requires a string argument, found: ${typeName(s)}`);
      return new Int32(enc.encode(s).length);
    },
    [1, 1],
  ),
  $strLenCP: fn(
    ([s]) => {
      if (typeof s !== 'string') throw mongoError(34471, `$strLenCP requires a string argument, found: ${typeName(s)}`);
      return new Int32([...s].length);
    },
    [1, 1],
  ),
  $strcasecmp: fn(
    ([a, b]) => new Int32(Math.sign(compareUtf8(asciiUpper(str(a, '$strcasecmp')), asciiUpper(str(b, '$strcasecmp'))))),
    [2, 2],
  ),
  $split: fn(
    ([s, d]) => {
      if (nullish(s)) return null;
      if (typeof s !== 'string')
        throw mongoError(40085, `$split requires an expression that evaluates to a string as a first argument, found: ${typeName(s)}`);
      if (typeof d !== 'string')
        throw mongoError(40086, `$split requires an expression that evaluates to a string as a second argument, found: ${typeName(d)}`);
      if (d === '') throw mongoError(40087, '$split requires a non-empty separator');
      return s.split(d);
    },
    [2, 2],
  ),
  $indexOfBytes: fn(
    ([s, sub, start, end]) => {
      if (nullish(s)) return null;
      const bytes = enc.encode(str(s, '$indexOfBytes'));
      const needle = enc.encode(str(sub, '$indexOfBytes'));
      const from = nullish(start) ? 0 : toNumber(start);
      const to = nullish(end) ? bytes.length : Math.min(toNumber(end), bytes.length);
      outer: for (let i = from; i + needle.length <= to; i++) {
        for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
        return new Int32(i);
      }
      return new Int32(-1);
    },
    [2, 4],
  ),
  $indexOfCP: fn(
    ([s, sub, start, end]) => {
      if (nullish(s)) return null;
      const cps = [...str(s, '$indexOfCP')];
      const needle = [...str(sub, '$indexOfCP')];
      const from = nullish(start) ? 0 : toNumber(start);
      const to = nullish(end) ? cps.length : Math.min(toNumber(end), cps.length);
      outer: for (let i = from; i + needle.length <= to; i++) {
        for (let j = 0; j < needle.length; j++) if (cps[i + j] !== needle[j]) continue outer;
        return new Int32(i);
      }
      return new Int32(-1);
    },
    [2, 4],
  ),
  $trim: trimOp('both'),
  $ltrim: trimOp('start'),
  $rtrim: trimOp('end'),
});
