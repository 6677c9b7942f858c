// arrayFilters, $[] and positional updates, checked against the cases of MongoDB's
// jstests/core/update_arrayFilters.js.
import { Double, Int32, type Document } from 'bson';
import { applyUpdate } from '../../src/query';
import { MongoCommandError } from '../../src/engine/types';

const up = (doc: Document, u: Document, arrayFilters?: Document[], extra: Document = {}) =>
  applyUpdate(doc, u, { isInsert: false, arrayFilters, ...extra }).doc;

function errorOf(fn: () => unknown): MongoCommandError {
  try {
    fn();
  } catch (e) {
    if (e instanceof MongoCommandError) return e;
    throw e;
  }
  throw new Error('expected a MongoCommandError');
}

describe('update operators through $[] and $[id]', () => {
  it('$set, $unset, $inc, $mul', () => {
    expect(up({ _id: 0, a: [0, 1, 0, 1] }, { $set: { 'a.$[i]': 2 } }, [{ i: 0 }]).a).toEqual([2, 1, 2, 1]);
    expect(up({ _id: 0, a: [0, 1, 0, 1] }, { $set: { 'a.$[]': 3 } }).a).toEqual([3, 3, 3, 3]);
    expect(up({ _id: 0, a: [0, 1, 0, 1] }, { $unset: { 'a.$[i]': true } }, [{ i: 0 }]).a).toEqual([null, 1, null, 1]);
    expect(up({ _id: 0, a: [0, 1, 0, 1] }, { $inc: { 'a.$[]': new Int32(1) } }).a.map(Number)).toEqual([1, 2, 1, 2]);
    expect(up({ _id: 0, a: [0, 2, 0, 2] }, { $mul: { 'a.$[i]': new Int32(3) } }, [{ i: 2 }]).a.map(Number)).toEqual([0, 6, 0, 6]);
  });
  it('$min, $max on fields of matching elements', () => {
    const doc = {
      _id: 0,
      a: [
        { b: 0, c: 1 },
        { b: 0, c: -1 },
        { b: 1, c: 1 },
      ],
    };
    expect(up(doc, { $min: { 'a.$[i].c': 0 } }, [{ 'i.b': 0 }]).a).toEqual([
      { b: 0, c: 0 },
      { b: 0, c: -1 },
      { b: 1, c: 1 },
    ]);
    expect(up(doc, { $max: { 'a.$[].c': 0 } }).a).toEqual([
      { b: 0, c: 1 },
      { b: 0, c: 0 },
      { b: 1, c: 1 },
    ]);
  });
  it('array operators on nested arrays', () => {
    expect(up({ a: [[0], [1]] }, { $addToSet: { 'a.$[]': 2 } }).a).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(
      up(
        {
          a: [
            [0, 1],
            [1, 2],
          ],
        },
        { $pop: { 'a.$[i]': 1 } },
        [{ i: 0 }],
      ).a,
    ).toEqual([[0], [1, 2]]);
    expect(
      up(
        {
          a: [
            [0, 1, 2, 3],
            [1, 2, 3, 4],
          ],
        },
        { $pullAll: { 'a.$[]': [0, 2] } },
      ).a,
    ).toEqual([
      [1, 3],
      [1, 3, 4],
    ]);
    expect(
      up(
        {
          a: [
            [0, 1],
            [1, 2],
          ],
        },
        { $pull: { 'a.$[i]': 1 } },
        [{ i: 2 }],
      ).a,
    ).toEqual([[0, 1], [2]]);
    expect(
      up(
        {
          a: [
            [0, 1],
            [2, 3],
          ],
        },
        { $push: { 'a.$[]': 4 } },
      ).a,
    ).toEqual([
      [0, 1, 4],
      [2, 3, 4],
    ]);
    expect(
      up(
        {
          a: [
            [0, 1],
            [0, 1],
          ],
        },
        { $set: { 'a.$[].$[j]': 2 } },
        [{ j: 0 }],
      ).a,
    ).toEqual([
      [2, 1],
      [2, 1],
    ]);
    expect(up({ a: [new Int32(0), new Int32(2)] }, { $bit: { 'a.$[]': { or: new Int32(10) } } }).a).toEqual([new Int32(10), new Int32(10)]);
  });
  it('nested identifiers, logical filters and collation', () => {
    const doc = {
      a: [
        { b: 0, c: [{ d: 0 }, { d: 1 }] },
        { b: 1, c: [{ d: 0 }, { d: 1 }] },
      ],
    };
    expect(up(doc, { $set: { 'a.$[i].c.$[j].d': 2 } }, [{ 'i.b': 0 }, { 'j.d': 0 }]).a).toEqual([
      { b: 0, c: [{ d: 2 }, { d: 1 }] },
      { b: 1, c: [{ d: 0 }, { d: 1 }] },
    ]);
    expect(up({ a: [0, 1, 3] }, { $set: { 'a.$[i]': 2 } }, [{ $or: [{ i: 0 }, { i: 3 }] }]).a).toEqual([2, 1, 2]);
    const ci = { collation: { locale: 'en_US', strength: 2 } };
    expect(up({ a: ['foo', 'FOO'] }, { $set: { 'a.$[i]': 'bar' } }, [{ i: 'foo' }], ci).a).toEqual(['bar', 'bar']);
  });
  it('$setOnInsert through $[] on an upserted document', () => {
    const r = applyUpdate({ _id: 0, a: [0] }, { $setOnInsert: { 'a.$[]': 1 } }, { isInsert: true });
    expect(r.doc).toEqual({ _id: 0, a: [1] });
  });
});

describe('arrayFilters errors', () => {
  it.each([
    ['two identifiers in one filter', { $set: { 'a.$[i]': 5 } }, [{ i: 0, j: 0 }], 9, 'Expected a single top-level field name'],
    [
      'repeated identifier',
      { $set: { 'a.$[i]': 5, 'a.$[j]': 6 } },
      [{ i: 0 }, { j: 0 }, { i: 1 }],
      9,
      'Found multiple array filters with the same top-level field name',
    ],
    [
      'unused filter',
      { $set: { 'a.$[i]': new Double(5) } },
      [{ i: 0 }, { j: 0 }],
      9,
      "The array filter for identifier 'j' was not used in the update { $set: { a.$[i]: 5.0 } }",
    ],
    [
      'no top-level field',
      { $set: { 'a.$[i]': 5 } },
      [{ $alwaysTrue: 1 }],
      9,
      'Cannot use an expression without a top-level field name in arrayFilters',
    ],
    ['$where', { $set: { 'a.$[i]': 5 } }, [{ $where: 'this.a == 2' }], 2, ''],
    ['$expr', { $set: { 'a.$[i]': 5 } }, [{ $expr: { $eq: ['$foo', '$bar'] } }], 224, ''],
    ['operator as identifier', { $set: { 'a.$[$i]': 1 } }, [{ $i: 0 }], 2, 'unknown top level operator: $i'],
    [
      'uppercase identifier',
      { $set: { 'a.$[I]': 1 } },
      [{ I: 0 }],
      2,
      "must be an alphanumeric string beginning with a lowercase letter, found 'I'",
    ],
    ['missing filter', { $set: { 'a.$[i]': 0 } }, undefined, 2, "No array filter found for identifier 'i' in path 'a.$[i]'"],
    ['$rename source', { $rename: { 'a.$[i]': 'b' } }, [{ i: 0 }], 2, 'The source field for $rename may not be dynamic: a.$[i]'],
    ['$rename destination', { $rename: { a: 'b.$[]' } }, undefined, 2, 'The destination field for $rename may not be dynamic: b.$[]'],
    ['$[i] with $', { $set: { 'a.$[i]': 0, 'a.$': 0 } }, [{ i: 0 }], 40, "Updating the path 'a.$' would create a conflict at 'a'"],
    ['$[i] with an index', { $set: { 'a.$[i]': 0, 'a.0': 0 } }, [{ i: 0 }], 40, "Updating the path 'a.0' would create a conflict at 'a'"],
    ['$[i] with a field', { $set: { 'a.$[i]': 0, 'a.b': 0 } }, [{ i: 0 }], 40, "Updating the path 'a.b' would create a conflict at 'a'"],
  ])('%s', (_name, update, filters, code, message) => {
    const e = errorOf(() => up({ _id: 0, a: [0, 1] }, update as Document, filters as Document[] | undefined, { query: { _id: 0 } }));
    expect(e.code).toBe(code);
    expect(e.message).toContain(message);
  });
  it('implicit array traversal cannot create a field', () => {
    const e = errorOf(() => up({ _id: 0, a: [{ b: new Double(0) }] }, { $set: { 'a.b': 1 } }));
    expect(e.code).toBe(28);
    expect(e.message).toBe("Cannot create field 'b' in element {a: [ { b: 0.0 } ]}");
  });
  it('overlapping elements of two filtered paths conflict only when they meet', () => {
    const doc = { _id: 0, a: [{ x: 0, b: [{ y: 0, c: 0, d: 0 }] }] };
    const ok = up(doc, { $set: { 'a.$[i].b.$[k].c': 1, 'a.$[j].b.$[k].d': 1 } }, [{ 'i.x': 0 }, { 'j.x': 0 }, { 'k.y': 0 }]);
    expect(ok.a).toEqual([{ x: 0, b: [{ y: 0, c: 1, d: 1 }] }]);
    const two = {
      _id: 0,
      a: [
        { x: 0, b: [{ y: 0, c: 0 }] },
        { x: 1, b: [{ y: 0, c: 0 }] },
      ],
    };
    const clash = errorOf(() =>
      up(two, { $set: { 'a.$[i].b.$[k].c': 1, 'a.$[j].b.$[k].c': 2 } }, [{ 'i.x': 0 }, { 'j.x': 0 }, { 'k.y': 0 }]),
    );
    expect(clash.code).toBe(40);
    expect(clash.message).toContain('Update created a conflict at');
    const apart = up(two, { $set: { 'a.$[i].b.$[k].c': 1, 'a.$[j].b.$[k].c': 2 } }, [{ 'i.x': 0 }, { 'j.x': 1 }, { 'k.y': 0 }]);
    expect(apart.a).toEqual([
      { x: 0, b: [{ y: 0, c: 1 }] },
      { x: 1, b: [{ y: 0, c: 2 }] },
    ]);
  });
});
