// The positional `$` in projections and updates, checked against the cases of MongoDB's
// jstests/core/positional_projection.js: the position is the one the query recorded while matching.
import type { Document } from 'bson';
import { applyUpdate, compileProjection } from '../../src/query';
import { MongoCommandError } from '../../src/engine/types';

const project = (query: Document, projection: Document, doc: Document) => {
  const { _id, ...rest } = compileProjection(projection, query)({ _id: 1, ...doc });
  void _id;
  return rest;
};

function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (e) {
    return (e as MongoCommandError).code;
  }
  return undefined;
}

const xy = {
  x: [
    { a: 1, b: 2 },
    { a: 2, c: 3 },
    { a: 1, d: 5 },
  ],
  y: [
    { aa: 1, bb: 2 },
    { aa: 2, cc: 3 },
    { aa: 1, dd: 5 },
  ],
};

describe('positional projection', () => {
  it('projects the matched element of the queried array', () => {
    expect(project({ 'x.a': 2 }, { 'x.$': 1 }, xy)).toEqual({ x: [{ a: 2, c: 3 }] });
    expect(project({ 'x.a': 1 }, { 'x.$': 1 }, xy)).toEqual({ x: [{ a: 1, b: 2 }] });
    expect(project({ 'y.dd': 5 }, { 'y.$': 1 }, xy)).toEqual({ y: [{ aa: 1, dd: 5 }] });
    expect(
      project(
        { 'x.y.a': 1 },
        { 'x.y.$': 1 },
        {
          x: {
            y: [
              { a: 1, b: 1 },
              { a: 1, b: 2 },
            ],
          },
        },
      ),
    ).toEqual({ x: { y: [{ a: 1, b: 1 }] } });
  });
  it('missing paths and paths without arrays', () => {
    expect(project({}, { 'g.$': 1 }, xy)).toEqual({});
    expect(project({ x: 1 }, { 'a.$': 1 }, { x: 1 })).toEqual({});
    expect(project({ x: { $gt: 0 } }, { 'a.b.c.$': 1 }, { x: [-1, 1, 2], a: { b: { d: [1, 2, 3], f: 456 }, e: 123 } })).toEqual({
      a: { b: {} },
    });
    expect(project({ x: { $gt: 0 } }, { 'a.b.c.$': 1 }, { x: [-1, 1, 2], a: { b: { c: 123 } } })).toEqual({ a: { b: { c: 123 } } });
  });
  it('applies the recorded position to the first array on the projected path', () => {
    const nested = { x: [1], a: [{ b: [[[{ c: 1, d: 2 }]]] }] };
    expect(project({ x: 1 }, { 'a.b.c.$': 1 }, nested)).toEqual({ a: [{ b: [[[{ c: 1 }]]] }] });
    const a = [{ b: { c: [1, 2, 3] } }, { b: { c: [4, 5, 6] } }, { b: { c: [7, 8, 9] } }];
    expect(project({ 'x.y.z': 1 }, { 'a.b.c.$': 1 }, { x: { y: { z: [0, 1, 2] } }, a })).toEqual({ a: [{ b: { c: [4, 5, 6] } }] });
    expect(project({ 'x.y.z': 1 }, { 'a.b.c.$': 1 }, { x: { y: { z: [0, 1, 2] } }, a: { b: { c: [1, 2, 3] } } })).toEqual({
      a: { b: { c: [2] } },
    });
  });
  it('$elemMatch, $and (last wins), $in and $or-as-$in in the query', () => {
    expect(project({ x: { $elemMatch: { $gt: 1, $lt: 3 } } }, { 'x.$': 1 }, { x: [1, 2, 3] })).toEqual({ x: [2] });
    expect(project({ x: { $elemMatch: { a: 1, b: 2 } } }, { 'x.$': 1 }, xy)).toEqual({ x: [{ a: 1, b: 2 }] });
    const ab = { a: [1, 2, 3], b: [4, 5, 6] };
    expect(
      project(
        { a: { $elemMatch: { $elemMatch: { $eq: 3 } } } },
        { 'b.$': 1 },
        {
          a: [
            [1, 2],
            [3, 4],
          ],
          b: [
            [5, 6],
            [7, 8],
          ],
        },
      ),
    ).toEqual({ b: [[7, 8]] });
    expect(project({ $and: [{ a: 1 }, { a: 2 }, { a: 3 }] }, { 'b.$': 1 }, ab)).toEqual({ b: [6] });
    expect(project({ $and: [{ a: 3 }, { a: 2 }, { a: 1 }] }, { 'b.$': 1 }, ab)).toEqual({ b: [4] });
    expect(project({ a: { $in: [2, 3] } }, { 'b.$': 1 }, ab)).toEqual({ b: [5] });
    expect(project({ $or: [{ a: 2 }, { a: 3 }] }, { 'b.$': 1 }, ab)).toEqual({ b: [5] });
  });
  it('errors', () => {
    expect(codeOf(() => compileProjection({ 'x.$': { $slice: 1 } }))).toBe(31271);
    expect(codeOf(() => compileProjection({ 'x.$': 1, y: 0 }))).toBe(31254);
    expect(codeOf(() => compileProjection({ 'x.$': 1, 'y.$': 1 }))).toBe(31276);
    expect(codeOf(() => compileProjection({ '.$': 1 }))).toBe(5392900);
    const abc = { a: [1, 2, 3], b: [4, 5, 6], c: [7, 8, 9] };
    expect(codeOf(() => project({}, { 'x.$': 1 }, xy))).toBe(51246);
    expect(codeOf(() => project({ b: [4, 5, 6] }, { 'c.$': 1 }, abc))).toBe(51246);
    expect(codeOf(() => project({ $or: [{ a: 1 }, { b: 5 }] }, { 'a.$': 1 }, abc))).toBe(51246);
    expect(codeOf(() => project({ $nor: [{ a: -1 }, { a: -2 }] }, { 'a.$': 1 }, abc))).toBe(51246);
  });
});

describe('positional update', () => {
  it('uses the position the query recorded', () => {
    const doc = { _id: 1, grades: [80, 85, 90], other: [1, 2, 3] };
    expect(applyUpdate(doc, { $set: { 'grades.$': 82 } }, { isInsert: false, query: { _id: 1, grades: 85 } }).doc.grades).toEqual([
      80, 82, 90,
    ]);
    expect(applyUpdate(doc, { $set: { 'grades.$': 0 } }, { isInsert: false, query: { other: 3 } }).doc.grades).toEqual([80, 85, 0]);
    const items = {
      _id: 2,
      items: [
        { k: 'a', n: 1 },
        { k: 'b', n: 5 },
      ],
    };
    const r = applyUpdate(
      items,
      { $set: { 'items.$.n': 9 } },
      { isInsert: false, query: { items: { $elemMatch: { k: 'b', n: { $gt: 1 } } } } },
    );
    expect(r.doc.items).toEqual([
      { k: 'a', n: 1 },
      { k: 'b', n: 9 },
    ]);
  });
});

describe('$elemMatch projection (MongoDB elemMatchProjection.js)', () => {
  const p = (projection: Document, doc: Document) => compileProjection(projection)({ _id: 1, ...doc });
  it('document and value forms', () => {
    expect(
      p(
        { x: { $elemMatch: { a: -6 } } },
        {
          x: [
            { a: 1, b: 4 },
            { a: -6, c: 3 },
          ],
        },
      ).x,
    ).toEqual([{ a: -6, c: 3 }]);
    expect(
      p(
        { x: { $elemMatch: { a: { $gt: 0, $lt: 2 } } } },
        {
          x: [
            { a: 1, b: 1 },
            { a: 1, b: 2 },
          ],
        },
      ).x,
    ).toEqual([{ a: 1, b: 1 }]);
    expect(p({ x: { $elemMatch: { $in: [100, 4, -123] } } }, { x: [1, 2, 3, 4, 5] }).x).toEqual([4]);
    expect(p({ x: { $elemMatch: { $nin: [4, 5, 6] } } }, { x: [1, 2, 3, 4, 5] }).x).toEqual([1]);
    expect(p({ x: { $elemMatch: { a: /ring2/ } } }, { x: [{ a: 'string' }, { a: 'string2' }] }).x).toEqual([{ a: 'string2' }]);
    expect(
      p(
        { x: { $elemMatch: { a: { $mod: [2, 0] } } } },
        {
          x: [
            { a: 1, b: 2 },
            { a: 2, c: 3 },
          ],
        },
      ).x,
    ).toEqual([{ a: 2, c: 3 }]);
    expect(
      p(
        { x: { $elemMatch: { y: { $elemMatch: { a: 3 } } } }, _id: 0 },
        {
          x: [
            {
              y: [
                { a: 1, b: 2 },
                { a: 3, b: 4 },
              ],
            },
          ],
        },
      ),
    ).toEqual({
      x: [
        {
          y: [
            { a: 1, b: 2 },
            { a: 3, b: 4 },
          ],
        },
      ],
    });
  });
  it('several $elemMatch fields and no match', () => {
    const doc = {
      x: [
        { a: 1, b: 2 },
        { a: 3, b: 4 },
      ],
      y: [
        { c: 1, d: 2 },
        { c: 3, d: 4 },
      ],
    };
    expect(p({ _id: 0, x: { $elemMatch: { a: 1 } }, y: { $elemMatch: { c: 3 } } }, doc)).toEqual({
      x: [{ a: 1, b: 2 }],
      y: [{ c: 3, d: 4 }],
    });
    expect(p({ x: { $elemMatch: { a: 9 } } }, doc)).toEqual({ _id: 1 });
  });
});
