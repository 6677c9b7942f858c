import { Int32 } from 'bson';
import { compileProjection } from '../../src/query';
import { MongoCommandError } from '../../src/engine/types';

const doc = {
  _id: 1,
  a: 1,
  b: { c: 2, d: 3 },
  arr: [1, 2, 3, 4],
  items: [
    { k: 'x', v: 1 },
    { k: 'y', v: 2 },
  ],
};

function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (e) {
    return (e as MongoCommandError).code;
  }
  return undefined;
}

describe('compileProjection', () => {
  it('inclusion keeps _id unless excluded', () => {
    expect(compileProjection({ a: 1 })(doc)).toEqual({ _id: 1, a: 1 });
    expect(compileProjection({ a: 1, _id: 0 })(doc)).toEqual({ a: 1 });
    expect(compileProjection({ 'b.c': 1 })(doc)).toEqual({ _id: 1, b: { c: 2 } });
    expect(compileProjection({ 'items.k': 1 })(doc)).toEqual({ _id: 1, items: [{ k: 'x' }, { k: 'y' }] });
  });
  it('exclusion removes fields', () => {
    expect(compileProjection({ a: 0, arr: 0, items: 0 })(doc)).toEqual({ _id: 1, b: { c: 2, d: 3 } });
    expect(compileProjection({ 'b.c': 0, _id: 0, arr: 0, items: 0 })(doc)).toEqual({ a: 1, b: { d: 3 } });
  });
  it('refuses mixing inclusion and exclusion', () => {
    expect(codeOf(() => compileProjection({ a: 1, b: 0 }))).toBe(31254);
    expect(codeOf(() => compileProjection({ a: 0, b: 1 }))).toBe(31253);
  });
  it('$slice, $elemMatch and positional', () => {
    expect(compileProjection({ arr: { $slice: 2 } })(doc).arr).toEqual([1, 2]);
    expect(compileProjection({ arr: { $slice: -1 } })(doc).arr).toEqual([4]);
    expect(compileProjection({ arr: { $slice: [1, 2] } })(doc).arr).toEqual([2, 3]);
    expect(compileProjection({ arr: { $slice: 1 } })(doc).a).toBe(1);
    expect(compileProjection({ items: { $elemMatch: { k: 'y' } } })(doc)).toEqual({ _id: 1, items: [{ k: 'y', v: 2 }] });
    expect(compileProjection({ 'items.$': 1 }, { 'items.v': { $gt: 1 } })(doc)).toEqual({ _id: 1, items: [{ k: 'y', v: 2 }] });
    expect(compileProjection({ 'arr.$': 1 }, { arr: 3 })(doc)).toEqual({ _id: 1, arr: [3] });
  });
  it('computed fields from expressions', () => {
    expect(compileProjection({ s: { $add: ['$a', '$b.c'] }, a: 1 })(doc)).toEqual({ _id: 1, a: 1, s: new Int32(3) });
    expect(compileProjection({ x: '$b.d', _id: 0 })(doc)).toEqual({ x: 3 });
  });
  it('empty projection returns the document', () => {
    expect(compileProjection({})(doc)).toBe(doc);
  });
});
