// fast-check arbitraries of malformed and hostile values: wrong types, huge strings and arrays, deep
// nesting, prototype-pollution keys, NoSQL operators, unicode and control characters.
import fc from 'fast-check';

/** Strings that have broken parsers, filters, logs or terminals somewhere. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n\r\nX-Injected: 1',
  '\u202eexe.txt',
  '\ud800',
  '\udfff\ud800',
  '💥🔥'.repeat(10),
  'ｅｘａｍｐｌｅ．ｃｏｍ',
  'xn--80ak6aa92e.com',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '{"$gt": ""}',
  '$where',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  '0x7fffffff',
  'true',
  'null',
  '[object Object]',
];

const HUGE_STRINGS = ['x'.repeat(70_000), 'é'.repeat(40_000), 'a.'.repeat(200_000) + 'com'];

export const OPERATORS: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'function () { while (true) {} }' },
  { $regex: '.*' },
  { $in: [1, 'a', null] },
  { $exists: true },
  { $expr: { $eq: [1, 1] } },
  { $function: { body: 'return 1', args: [], lang: 'js' } },
];

/** Objects whose keys attack prototypes; JSON.parse makes `__proto__` an own key, as an attacker would. */
export const POLLUTERS: unknown[] = [
  JSON.parse('{"__proto__": {"polluted": "yes"}}'),
  { constructor: { prototype: { polluted: 'yes' } } },
  JSON.parse('{"__proto__": {"isAdmin": true, "userId": "u-other"}}'),
  { prototype: { polluted: 'yes' } },
];

function deep(levels: number, leaf: unknown, asArray: boolean): unknown {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = asArray ? [v] : { a: v };
  return v;
}

const primitive: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e308, -0),
  fc.boolean(),
  fc.constant(null),
);

/** One hostile value; `weight` keeps the rare, expensive shapes (huge, deep) from dominating a run. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: primitive, weight: 8 },
  { arbitrary: fc.constantFrom(...OPERATORS), weight: 3 },
  { arbitrary: fc.constantFrom(...POLLUTERS), weight: 2 },
  { arbitrary: fc.array(primitive, { maxLength: 5 }), weight: 2 },
  { arbitrary: fc.dictionary(fc.constantFrom('a', '$gt', '__proto__', 'id', ''), primitive, { maxKeys: 3 }), weight: 2 },
  { arbitrary: fc.constantFrom(...HUGE_STRINGS), weight: 1 },
  { arbitrary: fc.constant(Array.from({ length: 20_000 }, (_, i) => `d${i}.com`)), weight: 1 },
  { arbitrary: fc.constantFrom(deep(2_000, 'x', false), deep(2_000, 1, true)), weight: 1 },
);

/** A string for a path or query parameter. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS.filter((s) => s !== '')),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('999999999999999999999', '0', '-5', '65f0c0ffee0000000000beef', 'x'.repeat(5_000), '[$ne]', '$gt'),
);

/** Extra keys a body may carry beside the schema's own. */
export const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', '$where', '$gt', 'userId', 'ownerId', '_id', 'isAdmin'];
