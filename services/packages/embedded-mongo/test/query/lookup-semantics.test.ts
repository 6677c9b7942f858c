// $lookup equality semantics, checked against the cases of MongoDB's
// jstests/aggregation/sources/lookup/lookup_equijoin_semantics.js.
import { Decimal128, type Document } from 'bson';
import { runPipeline } from '../../src/query';

function joinedIds(local: Document[], localField: string, foreign: Document[], foreignField: string): unknown[] {
  const out = [...runPipeline(local, [{ $lookup: { from: 'f', localField, foreignField, as: 'm' } }], { collection: () => foreign })];
  return out;
}

/** Ids of local documents that found the single foreign document. */
const localMatches = (local: Document[], lf: string, foreign: Document, ff: string) =>
  (joinedIds(local, lf, [foreign], ff) as Document[]).filter((d) => d.m.length > 0).map((d) => d._id);

/** Ids of foreign documents the single local document found. */
const foreignMatches = (local: Document, lf: string, foreign: Document[], ff: string) =>
  ((joinedIds([local], lf, foreign, ff) as Document[])[0].m as Document[]).map((d) => d._id);

describe('$lookup localField/foreignField semantics', () => {
  it('null and missing', () => {
    const docs = [
      { _id: 0, no_a: 1 },
      { _id: 1, a: null },
      { _id: 2, a: [null, 1] },
      { _id: 10, a: [] },
      { _id: 20, a: 1 },
      { _id: 21, a: { x: null } },
      { _id: 22, a: [[null, 1], 2] },
    ];
    expect(localMatches(docs, 'a', { _id: 0, b: null }, 'b')).toEqual([0, 1, 2, 10]);
    expect(foreignMatches({ _id: 0, b: null }, 'b', docs, 'a')).toEqual([0, 1, 2]);
    expect(localMatches(docs, 'a', { _id: 0, no_b: 1 }, 'b')).toEqual([0, 1, 2, 10]);
    expect(foreignMatches({ _id: 0, no_b: 1 }, 'b', docs, 'a')).toEqual([0, 1, 2]);
  });
  it('NaN of any numeric type', () => {
    const docs = [
      { _id: 0, a: NaN },
      { _id: 1, a: Decimal128.fromString('NaN') },
      { _id: 2, a: [1, NaN] },
      { _id: 10, a: null },
      { _id: 11, no_a: 42 },
    ];
    expect(localMatches(docs, 'a', { _id: 0, b: NaN }, 'b')).toEqual([0, 1, 2]);
    expect(foreignMatches({ _id: 0, b: NaN }, 'b', docs, 'a')).toEqual([0, 1, 2]);
  });
  it('scalars against top-level fields and paths, symmetrically', () => {
    const docs = [
      { _id: 0, a: 1 },
      { _id: 1, a: [1] },
      { _id: 3, a: [1, [2, 3]] },
      { _id: 6, a: [1, null] },
      { _id: 10, a: 2 },
      { _id: 11, a: [[1], 2] },
      { _id: 13, a: { y: 1 } },
    ];
    expect(localMatches(docs, 'a', { _id: 0, b: 1 }, 'b')).toEqual([0, 1, 3, 6]);
    expect(foreignMatches({ _id: 0, b: 1 }, 'b', docs, 'a')).toEqual([0, 1, 3, 6]);
    const paths = [
      { _id: 0, a: { x: 1 } },
      { _id: 1, a: [{ x: 1 }, { x: 2 }] },
      { _id: 4, a: [{ x: 1 }, { no_x: 2 }] },
      { _id: 6, a: [{ x: [1, 2] }] },
      { _id: 12, a: [{ no_x: 1 }, { x: 2 }] },
      { _id: 13, a: { x: [[1], 2] } },
    ];
    expect(localMatches(paths, 'a.x', { _id: 0, b: 1 }, 'b')).toEqual([0, 1, 4, 6]);
    expect(foreignMatches({ _id: 0, b: 1 }, 'b', paths, 'a.x')).toEqual([0, 1, 4, 6]);
  });
  it('arrays: a foreign array matches whole, a local array only by its elements', () => {
    const docs = [
      { _id: 0, a: [[1, 2], 3] },
      { _id: 1, a: [[1, 2]] },
      { _id: 2, a: [1, 2] },
      { _id: 10, a: [[[1, 2], 3], 4] },
      { _id: 11, a: [2, 1] },
      { _id: 14, a: null },
    ];
    expect(localMatches(docs, 'a', { _id: 0, b: [1, 2] }, 'b')).toEqual([0, 1, 2, 11]);
    expect(foreignMatches({ _id: 0, b: [1, 2] }, 'b', docs, 'a')).toEqual([2, 11]);
    expect(localMatches(docs, 'a', { _id: 0, b: [[1, 2], 42] }, 'b')).toEqual([0, 1]);
    expect(foreignMatches({ _id: 0, b: [[1, 2], 42] }, 'b', docs, 'a')).toEqual([0, 1, 2]);
  });
});
