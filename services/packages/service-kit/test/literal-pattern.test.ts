// literalPattern: metacharacters and NUL match themselves, and the pattern holds no raw NUL (BSON's
// regex pattern is NUL-terminated).
import { mongo } from 'mongoose';
import { literalPattern } from '../src/literal-pattern';

test('matches the typed text literally, metacharacters included', () => {
  const typed = 'a.b*c+(d)[e]{f}|g^h$i?j\\k';
  const re = new RegExp(literalPattern(typed));
  expect(re.test(`x${typed}y`)).toBe(true);
  expect(re.test('aXb*c+(d)[e]{f}|g^h$i?j\\k')).toBe(false);
});

test('a NUL goes as \\x00: it still matches a NUL, and the pattern serialises to BSON', () => {
  const pattern = literalPattern('a\0b');
  expect(pattern).not.toContain('\0');
  expect(new RegExp(pattern).test('xa\0by')).toBe(true);
  expect(() => mongo.BSON.serialize({ q: { $regex: pattern } })).not.toThrow();
  expect(() => mongo.BSON.serialize({ q: new RegExp(pattern) })).not.toThrow();
  // What the unescaped text does, for the record: the driver refuses it.
  const raw = 'a\0b';
  expect(() => mongo.BSON.serialize({ q: new RegExp(raw) })).toThrow();
});
