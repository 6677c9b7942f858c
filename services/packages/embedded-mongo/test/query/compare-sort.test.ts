import { Binary, BSONRegExp, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';
import { compareValues, compileSort, sortDocuments, valuesAtPath, valuesEqual } from '../../src/query';
import { MongoCommandError } from '../../src/engine/types';

describe('compareValues', () => {
  it('follows the BSON type order', () => {
    const ordered = [
      new MinKey(),
      null,
      new Int32(1),
      'a',
      { a: 1 },
      [1],
      new Binary(Buffer.from('x')),
      new ObjectId(),
      false,
      new Date(0),
      new Timestamp({ t: 1, i: 1 }),
      /x/,
      new MaxKey(),
    ];
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(compareValues(ordered[i], ordered[i + 1])).toBe(-1);
      expect(compareValues(ordered[i + 1], ordered[i])).toBe(1);
    }
    expect(compareValues(undefined, null)).toBe(0);
  });
  it('compares numbers across the four types', () => {
    expect(compareValues(new Int32(1), new Double(1))).toBe(0);
    expect(compareValues(Long.fromNumber(2), new Double(1.5))).toBe(1);
    expect(compareValues(Decimal128.fromString('1.5'), new Double(1.5))).toBe(0);
    expect(compareValues(Long.fromString('9007199254740993'), 9007199254740992)).toBe(1);
    expect(compareValues(Long.fromString('9223372036854775807'), Long.fromString('9223372036854775806'))).toBe(1);
    expect(compareValues(NaN, -Infinity)).toBe(-1);
    expect(valuesEqual(NaN, new Double(NaN))).toBe(true);
  });
  it('compares strings by UTF-8 bytes, or case-insensitively with a collation', () => {
    expect(compareValues('B', 'a')).toBe(-1);
    expect(compareValues('\uffff', '\u{10000}')).toBe(-1);
    expect(compareValues('B', 'a', { collation: { locale: 'en', strength: 2 } })).toBe(1);
    expect(compareValues('abc', 'ABC', { collation: { locale: 'en', strength: 1 } })).toBe(0);
  });
  it('compares objects field by field and arrays element-wise', () => {
    expect(compareValues({ a: 1 }, { a: 1, b: 1 })).toBe(-1);
    expect(compareValues({ a: 2 }, { b: 1 })).toBe(-1);
    expect(compareValues({ a: 'x' }, { a: 1 })).toBe(1);
    expect(compareValues([1, 2], [1, 3])).toBe(-1);
    expect(compareValues([1, 2], [1])).toBe(1);
  });
  it('orders other BSON values', () => {
    expect(compareValues(new ObjectId('000000000000000000000001'), new ObjectId('000000000000000000000002'))).toBe(-1);
    expect(compareValues(new Binary(Buffer.from('ab')), new Binary(Buffer.from('b')))).toBe(1);
    expect(compareValues(new Timestamp({ t: 1, i: 2 }), new Timestamp({ t: 2, i: 1 }))).toBe(-1);
    expect(compareValues(new BSONRegExp('a', 'i'), /a/i)).toBe(0);
  });
});

describe('compileSort', () => {
  it('sorts ascending and descending on several keys', () => {
    const docs = [{ a: 2, b: 1 }, { a: 1, b: 2 }, { a: 2, b: 3 }, { b: 0 }];
    expect([...docs].sort(compileSort({ a: -1, b: 1 }))).toEqual([{ a: 2, b: 1 }, { a: 2, b: 3 }, { a: 1, b: 2 }, { b: 0 }]);
  });
  it('uses the min element ascending and the max element descending', () => {
    const docs = [
      { _id: 1, a: [1, 10] },
      { _id: 2, a: [5] },
      { _id: 3, a: [] },
    ];
    expect(sortDocuments(docs, { a: 1 }).map((d) => d._id)).toEqual([3, 1, 2]);
    expect(sortDocuments(docs, { a: -1 }).map((d) => d._id)).toEqual([1, 2, 3]);
  });
  it('sorts dotted paths and mixed types', () => {
    const docs = [{ x: { y: 'b' } }, { x: { y: 2 } }, { x: { y: null } }, {}];
    expect(sortDocuments(docs, { 'x.y': 1 }).map((d) => d.x?.y)).toEqual([null, undefined, 2, 'b']);
  });
  it('an array element missing the field gives a null key', () => {
    const docs = [
      { _id: 1, a: [{ b: 1 }, { c: 2 }] },
      { _id: 2, a: [{ b: 0 }] },
    ];
    expect(sortDocuments(docs, { 'a.b': 1 }).map((d) => d._id)).toEqual([1, 2]);
    expect(sortDocuments(docs, { 'a.b': -1 }).map((d) => d._id)).toEqual([1, 2]);
  });
  it('orders strings by UTF-8 bytes in both sort forms, and case-insensitively with a collation', () => {
    const docs = [{ s: '\u{10000}' }, { s: '\uffff' }, { s: 'b' }, { s: 'B' }, { s: 'a' }];
    const binary = ['B', 'a', 'b', '\uffff', '\u{10000}'];
    expect(sortDocuments(docs, { s: 1 }).map((d) => d.s)).toEqual(binary);
    expect([...docs].sort(compileSort({ s: 1 })).map((d) => d.s)).toEqual(binary);
    const ci = sortDocuments(docs.slice(2), { s: 1 }, { collation: { locale: 'en', strength: 1 } }).map((d) => d.s.toLowerCase());
    expect(ci).toEqual(['a', 'b', 'b']);
  });
  it('array sort keys as in MongoDB jstests/core/sort_array.js', () => {
    const a = [
      { _id: 0, a: [3, 0, 1] },
      { _id: 1, a: [8, 4, -1] },
    ];
    expect(sortDocuments(a, { a: 1 }).map((d) => d._id)).toEqual([1, 0]);
    const b = [
      { _id: 0, a: [3, 0, 1] },
      { _id: 1, a: [0, 4, -1] },
    ];
    expect(sortDocuments(b, { a: -1 }).map((d) => d._id)).toEqual([1, 0]);
    const x = [
      {
        _id: 0,
        x: [
          { y: [4, 0, 1], z: 7 },
          { y: 0, z: 9 },
        ],
      },
      {
        _id: 1,
        x: [
          { y: 1, z: 7 },
          { y: 0, z: [8, 6] },
        ],
      },
    ];
    expect(sortDocuments(x, { 'x.y': 1, 'x.z': -1 }).map((d) => d._id)).toEqual([0, 1]);
    expect(sortDocuments(x, { 'x.y': -1, 'x.z': 1 }).map((d) => d._id)).toEqual([0, 1]);
    const d = [
      { _id: 0, d: [{ e: { f: 1, g: [6, 5, 4] } }, { e: { g: [3, 2, 1] } }] },
      { _id: 1, d: [{ e: { f: 2, g: [5, 4, 3] } }, { e: { g: [2, 1, 0] } }] },
    ];
    expect([...d].sort(compileSort({ 'd.e.g': 1 })).map((v) => v._id)).toEqual([1, 0]);
  });
  it('rejects bad specs', () => {
    expect(() => compileSort({ a: 2 })).toThrow(MongoCommandError);
    expect(() => compileSort({ a: { $meta: 'textScore' } })).toThrow(MongoCommandError);
  });
});

describe('valuesAtPath', () => {
  it('expands arrays at every level', () => {
    expect(valuesAtPath({ a: [{ b: 1 }, { b: [2, 3] }, { c: 1 }] }, 'a.b')).toEqual([1, 2, 3]);
    expect(valuesAtPath({ a: { b: 5 } }, 'a.b')).toEqual([5]);
    expect(valuesAtPath({ a: [7, 8] }, 'a')).toEqual([7, 8]);
    expect(valuesAtPath({}, 'a')).toEqual([]);
  });
});
