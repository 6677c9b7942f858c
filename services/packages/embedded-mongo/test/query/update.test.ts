import { Decimal128, Double, Int32, Long, ObjectId, type Document } from 'bson';
import { applyUpdate, isReplacement, upsertSeed } from '../../src/query';
import { MongoCommandError } from '../../src/engine/types';

const up = (doc: Document, u: Document | Document[], extra: Partial<Parameters<typeof applyUpdate>[2]> = {}) =>
  applyUpdate(doc, u, { isInsert: false, ...extra });

function expectError(fn: () => unknown, code: number, msg?: string | RegExp) {
  let err: unknown;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(MongoCommandError);
  expect((err as MongoCommandError).code).toBe(code);
  if (msg) expect((err as Error).message).toMatch(msg);
}

describe('$inc / $mul keep exact numeric types', () => {
  it('Int32 + Int32 stays Int32, overflow widens to Long', () => {
    const r = up({ _id: 1, a: new Int32(1) }, { $inc: { a: new Int32(2) } }).doc;
    expect(r.a).toBeInstanceOf(Int32);
    expect(r.a.value).toBe(3);
    const o = up({ _id: 1, a: new Int32(2147483647) }, { $inc: { a: new Int32(1) } }).doc;
    expect(o.a).toBeInstanceOf(Long);
    expect(o.a.toString()).toBe('2147483648');
  });
  it('Long stays Long, Double stays Double, Decimal wins', () => {
    expect(up({ a: new Long(5) }, { $inc: { a: new Int32(1) } }).doc.a).toBeInstanceOf(Long);
    expect(up({ a: new Double(1.5) }, { $inc: { a: new Int32(1) } }).doc.a).toBeInstanceOf(Double);
    const d = up({ a: new Int32(1) }, { $inc: { a: Decimal128.fromString('0.1') } }).doc.a;
    expect(d).toBeInstanceOf(Decimal128);
    expect(d.toString()).toBe('1.1');
    expect(up({ a: new Int32(3) }, { $mul: { a: new Int32(2) } }).doc.a).toEqual(new Int32(6));
    expect(up({}, { $mul: { a: new Long(2) } }).doc.a).toEqual(Long.fromNumber(0));
  });
  it('rejects non-numeric targets and arguments', () => {
    expectError(() => up({ _id: 1, a: 'x' }, { $inc: { a: 1 } }), 14, 'Cannot apply $inc to a value of non-numeric type');
    expectError(() => up({ a: 1 }, { $inc: { a: 'x' } }), 14, 'Cannot increment with non-numeric argument');
  });
});

describe('$set / $unset / $rename / $min / $max / $currentDate', () => {
  it('$set writes values unchanged and creates paths', () => {
    const r = up({ _id: 1 }, { $set: { 'a.b.c': new Int32(5), x: new Double(2) } });
    expect(r.doc).toEqual({ _id: 1, a: { b: { c: new Int32(5) } }, x: new Double(2) });
    expect(r.modified).toBe(true);
  });
  it('unchanged values are not a modification, a numeric type change is', () => {
    expect(up({ a: new Int32(1) }, { $set: { a: new Int32(1) } }).modified).toBe(false);
    expect(up({ a: new Int32(1) }, { $set: { a: new Double(1) } }).modified).toBe(true);
  });
  it('sets array elements by index and pads with null', () => {
    expect(up({ a: [1] }, { $set: { 'a.2': 3 } }).doc).toEqual({ a: [1, null, 3] });
    expectError(() => up({ a: 5 }, { $set: { 'a.b': 1 } }), 28, "Cannot create field 'b' in element {a: 5}");
  });
  it('$unset removes fields and nulls array elements', () => {
    expect(up({ a: 1, b: 2 }, { $unset: { a: '' } }).doc).toEqual({ b: 2 });
    expect(up({ a: [1, 2] }, { $unset: { 'a.0': 1 } }).doc).toEqual({ a: [null, 2] });
    expect(up({ a: 1 }, { $unset: { zz: 1 } }).modified).toBe(false);
  });
  it('$rename moves values', () => {
    expect(up({ a: 1, b: { c: 2 } }, { $rename: { 'b.c': 'd' } }).doc).toEqual({ a: 1, b: {}, d: 2 });
  });
  it('$min / $max compare across types', () => {
    expect(up({ a: 5 }, { $min: { a: 3 } }).doc.a).toBe(3);
    expect(up({ a: 5 }, { $max: { a: 3 } }).modified).toBe(false);
    expect(up({ a: 5 }, { $max: { a: 'x' } }).doc.a).toBe('x');
  });
  it('$currentDate sets dates and timestamps', () => {
    const r = up({}, { $currentDate: { a: true, b: { $type: 'timestamp' } } }).doc;
    expect(r.a).toBeInstanceOf(Date);
    expect(r.b._bsontype).toBe('Timestamp');
  });
  it('applies fields in lexicographic order', () => {
    expect(Object.keys(up({}, { $set: { c: 1, a: 1, b: 1 } }).doc)).toEqual(['a', 'b', 'c']);
  });
});

describe('array operators', () => {
  it('$push with $each, $position, $sort, $slice', () => {
    expect(up({ a: [3] }, { $push: { a: 1 } }).doc.a).toEqual([3, 1]);
    expect(up({ a: [1, 5] }, { $push: { a: { $each: [2, 9], $position: 1 } } }).doc.a).toEqual([1, 2, 9, 5]);
    expect(up({ a: [5, 1] }, { $push: { a: { $each: [3], $sort: 1, $slice: 2 } } }).doc.a).toEqual([1, 3]);
    expect(up({ a: [{ s: 2 }, { s: 1 }] }, { $push: { a: { $each: [], $sort: { s: -1 } } } }).doc.a).toEqual([{ s: 2 }, { s: 1 }]);
    expect(up({ a: [1, 2, 3] }, { $push: { a: { $each: [4], $slice: -2 } } }).doc.a).toEqual([3, 4]);
    expectError(() => up({ _id: 1, a: 1 }, { $push: { a: 2 } }), 2, "The field 'a' must be an array but is of type int");
  });
  it('$addToSet dedupes across numeric types', () => {
    expect(up({ a: [1] }, { $addToSet: { a: new Double(1) } }).modified).toBe(false);
    expect(up({ a: [1] }, { $addToSet: { a: { $each: [2, 2, 3] } } }).doc.a).toEqual([1, 2, 3]);
  });
  it('$pop, $pull, $pullAll', () => {
    expect(up({ a: [1, 2, 3] }, { $pop: { a: 1 } }).doc.a).toEqual([1, 2]);
    expect(up({ a: [1, 2, 3] }, { $pop: { a: -1 } }).doc.a).toEqual([2, 3]);
    expect(up({ a: [1, 2, 3, 4] }, { $pull: { a: { $gte: 3 } } }).doc.a).toEqual([1, 2]);
    expect(up({ a: [{ x: 1, y: 1 }, { x: 2 }] }, { $pull: { a: { x: 1 } } }).doc.a).toEqual([{ x: 2 }]);
    expect(up({ a: [1, 'b', 1] }, { $pull: { a: 1 } }).doc.a).toEqual(['b']);
    expect(up({ a: [1, 2, 3] }, { $pullAll: { a: [1, 3] } }).doc.a).toEqual([2]);
  });
  it('$bit', () => {
    expect(up({ a: new Int32(13) }, { $bit: { a: { and: new Int32(10) } } }).doc.a).toEqual(new Int32(8));
    expect(up({ a: new Int32(1) }, { $bit: { a: { or: new Long(4) } } }).doc.a).toEqual(Long.fromNumber(5));
  });
});

describe('positional and array filters', () => {
  it('positional $ uses the query', () => {
    const doc = { _id: 1, grades: [80, 85, 90] };
    const r = up(doc, { $set: { 'grades.$': 82 } }, { query: { _id: 1, grades: 85 } });
    expect(r.doc.grades).toEqual([80, 82, 90]);
    const objs = {
      items: [
        { k: 'a', n: 1 },
        { k: 'b', n: 1 },
      ],
    };
    expect(up(objs, { $inc: { 'items.$.n': 1 } }, { query: { 'items.k': 'b' } }).doc.items[1].n).toEqual(new Int32(2));
    expectError(
      () => up(doc, { $set: { 'grades.$': 1 } }, { query: { _id: 1 } }),
      2,
      'The positional operator did not find the match needed from the query.',
    );
  });
  it('$[] and $[ident]', () => {
    expect(up({ a: [1, 2] }, { $inc: { 'a.$[]': 10 } }).doc.a).toEqual([new Int32(11), new Int32(12)]);
    const r = up({ a: [1, 5, 9] }, { $set: { 'a.$[x]': 0 } }, { arrayFilters: [{ x: { $gt: 4 } }] });
    expect(r.doc.a).toEqual([1, 0, 0]);
    const n = up({ a: [{ b: [{ c: 1 }, { c: 2 }] }] }, { $set: { 'a.$[].b.$[y].c': 7 } }, { arrayFilters: [{ 'y.c': 2 }] });
    expect(n.doc).toEqual({ a: [{ b: [{ c: 1 }, { c: 7 }] }] });
    expectError(() => up({ a: [1] }, { $set: { 'a.$[x]': 0 } }), 2, "No array filter found for identifier 'x' in path 'a.$[x]'");
    expectError(
      () => up({ a: [1] }, { $set: { a: 0 } }, { arrayFilters: [{ x: 1 }] }),
      9,
      "The array filter for identifier 'x' was not used",
    );
  });
});

describe('validation', () => {
  it('conflicting paths', () => {
    expectError(() => up({}, { $set: { a: 1 }, $inc: { a: 1 } }), 40, "Updating the path 'a' would create a conflict at 'a'");
    expectError(() => up({}, { $set: { 'a.b': 1, a: 1 } }), 40, 'would create a conflict');
  });
  it('unknown modifiers and mixes', () => {
    expectError(() => up({}, { $foo: { a: 1 } }), 9, 'Unknown modifier: $foo');
    expectError(() => isReplacement({ $set: { a: 1 }, b: 1 }), 9);
    expect(isReplacement({ a: 1 })).toBe(true);
    expect(isReplacement([{ $set: { a: 1 } }])).toBe(false);
  });
  it('_id is immutable', () => {
    const id = new ObjectId();
    expectError(
      () => up({ _id: id }, { $set: { _id: new ObjectId() } }),
      66,
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
    expect(up({ _id: id }, { $set: { _id: id } }).modified).toBe(false);
    expectError(() => up({ _id: 1 }, { _id: 2, a: 1 }), 66);
  });
});

describe('replacement, $setOnInsert, upsert seed, pipeline', () => {
  it('replacement keeps _id first and allows dotted / dollar keys below the top', () => {
    const r = up({ _id: 1, a: 1 }, { b: { $c: 1 }, 'd.e': 2 });
    expect(r.doc).toEqual({ _id: 1, b: { $c: 1 }, 'd.e': 2 });
    expect(Object.keys(r.doc)[0]).toBe('_id');
  });
  it('$setOnInsert applies only on insert', () => {
    expect(up({ a: 1 }, { $setOnInsert: { b: 1 } }).modified).toBe(false);
    expect(applyUpdate({ a: 1 }, { $setOnInsert: { b: 1 } }, { isInsert: true }).doc).toEqual({ a: 1, b: 1 });
  });
  it('upsertSeed takes equality fields', () => {
    expect(upsertSeed({ _id: 5, 'a.b': 1, c: { $gt: 1 }, d: { $eq: 2 }, $and: [{ e: 3 }], f: /x/ })).toEqual({
      _id: 5,
      a: { b: 1 },
      d: 2,
      e: 3,
    });
    expectError(() => upsertSeed({ a: 1, $and: [{ a: 2 }] }), 54);
  });
  it('pipeline updates', () => {
    const r = up({ _id: 1, a: new Int32(2), b: 'x' }, [{ $set: { c: { $add: ['$a', new Int32(1)] } } }, { $unset: 'b' }]);
    expect(r.doc).toEqual({ _id: 1, a: new Int32(2), c: new Int32(3) });
    const s = up({ _id: 1, foo: {} }, [{ $replaceWith: { $setField: { field: { $literal: '$a' }, value: 1, input: '$$ROOT' } } }]);
    expect(s.doc).toEqual({ _id: 1, foo: {}, $a: 1 });
    const t = up({ _id: 1, foo: {} }, [{ $set: { foo: { $setField: { field: { $literal: 'a.b' }, value: 1, input: '$foo' } } } }]);
    expect(t.doc).toEqual({ _id: 1, foo: { 'a.b': 1 } });
    expectError(() => up({ _id: 1 }, [{ $group: { _id: 1 } }]), 72);
  });
});

describe('$push with $sort and $slice (MongoDB push_sort.js)', () => {
  const push = (x: unknown[], each: Document) => up({ _id: 1, x }, { $push: { x: each } }).doc.x;
  it('sorts by fields of the elements and slices from either end', () => {
    expect(push([{ a: 1 }, { a: 2 }], { $each: [{ a: 3 }], $slice: -5, $sort: { a: 1 } })).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(push([{ a: 1 }, { a: 3 }], { $each: [{ a: 2 }], $slice: -2, $sort: { a: 1 } })).toEqual([{ a: 2 }, { a: 3 }]);
    expect(push([{ a: 1 }, { a: 3 }], { $each: [{ a: 2 }], $slice: -2, $sort: { a: -1 } })).toEqual([{ a: 2 }, { a: 1 }]);
    expect(
      push(
        [
          { a: 1, b: 2 },
          { a: 3, b: 1 },
        ],
        { $each: [{ a: 2, b: 3 }], $slice: -2, $sort: { b: 1 } },
      ),
    ).toEqual([
      { a: 1, b: 2 },
      { a: 2, b: 3 },
    ]);
    expect(push([{ a: { b: 2 } }, { a: { b: 1 } }], { $each: [{ a: { b: 3 } }], $slice: -2, $sort: { 'a.b': 1 } })).toEqual([
      { a: { b: 2 } },
      { a: { b: 3 } },
    ]);
    expect(push([1, 'foo'], { $each: [{ a: 2 }], $slice: -2, $sort: { a: 1 } })).toHaveLength(2);
  });
  it('a document with only $sort is pushed as a value', () => {
    expect(push([{ a: 1 }], { $sort: { a: -1 } })).toEqual([{ a: 1 }, { $sort: { a: -1 } }]);
  });
  it.each([
    ['empty pattern', { $each: [{ a: 2 }], $slice: -2, $sort: {} }],
    ['fractional $slice', { $each: [{ a: 2 }], $slice: -2.1, $sort: { a: 1 } }],
    ['direction -2', { $each: [{ a: 2 }], $slice: -2, $sort: { a: -2 } }],
    ['trailing dot', { $each: [{ a: 2 }], $slice: -2, $sort: { 'a.': 1 } }],
    ['empty field', { $each: [{ a: 2 }], $slice: -2, $sort: { '': 1 } }],
    ['unknown clause', { $each: [{ a: 2 }], $slice: -2, $xxx: { s: 1 } }],
  ])('rejects %s with BadValue', (_name, each) => {
    expectError(() => push([{ a: 1 }], each), 2);
  });
});
