// Null, missing and array semantics of filters, checked against the expectations of MongoDB's
// jstests/core/null_query_semantics.js (documents holding BSON undefined are left out).
import type { Document } from 'bson';
import { compileFilter } from '../../src/query';

const docs: Document[] = [
  { _id: 'a_empty_subobject', a: {} },
  { _id: 'a_null', a: null },
  { _id: 'a_number', a: 4 },
  { _id: 'a_subobject_b_not_null', a: { b: 'hi' } },
  { _id: 'a_subobject_b_null', a: { b: null } },
  { _id: 'no_a' },
  { _id: 'a_double_array', a: [[]] },
  { _id: 'a_empty_array', a: [] },
  { _id: 'a_object_array_all_b_nulls', a: [{ b: null }, { b: null }, {}] },
  { _id: 'a_object_array_no_b_nulls', a: [{ b: 1 }, { b: 3 }, { b: 'string' }] },
  { _id: 'a_object_array_some_b_nulls', a: [{ b: null }, { b: 3 }, { b: null }] },
  { _id: 'a_object_array_some_b_missing', a: [{ b: 3 }, {}] },
  { _id: 'a_value_array_all_nulls', a: [null, null] },
  { _id: 'a_value_array_no_nulls', a: [1, 'string', 4] },
  { _id: 'a_value_array_with_null', a: [1, 'string', null, 4] },
];

const ids = (filter: Document) =>
  docs
    .filter(compileFilter(filter))
    .map((d) => d._id as string)
    .sort();
const all = docs.map((d) => d._id as string);
const except = (xs: string[]) => all.filter((x) => !xs.includes(x)).sort();

const eqNull = ['a_null', 'a_value_array_all_nulls', 'a_value_array_with_null', 'no_a'];
const dottedEqNull = [
  'a_empty_subobject',
  'a_null',
  'a_number',
  'a_object_array_all_b_nulls',
  'a_object_array_some_b_missing',
  'a_object_array_some_b_nulls',
  'a_subobject_b_null',
  'no_a',
];

describe('null query semantics (MongoDB null_query_semantics.js)', () => {
  it('{a: null}, $ne, $not $gte, $in, $nin', () => {
    expect(ids({ a: { $eq: null } })).toEqual(eqNull.sort());
    expect(ids({ a: { $ne: null } })).toEqual(except(eqNull));
    expect(ids({ a: { $not: { $gte: null } } })).toEqual(except(eqNull));
    expect(ids({ a: { $in: [null, 75] } })).toEqual(eqNull.sort());
    expect(ids({ a: { $nin: [null, 75] } })).toEqual(except(eqNull));
    expect(ids({ a: { $nin: [null, /^str.*/] } })).toEqual(except([...eqNull, 'a_value_array_no_nulls']));
  });
  it('$elemMatch with null values', () => {
    expect(ids({ a: { $elemMatch: { $eq: null } } })).toEqual(['a_value_array_all_nulls', 'a_value_array_with_null']);
    expect(ids({ a: { $elemMatch: { $ne: null } } })).toEqual(
      [
        'a_double_array',
        'a_object_array_all_b_nulls',
        'a_object_array_no_b_nulls',
        'a_object_array_some_b_missing',
        'a_object_array_some_b_nulls',
        'a_value_array_no_nulls',
        'a_value_array_with_null',
      ].sort(),
    );
    expect(ids({ a: { $elemMatch: { b: { $eq: null } } } })).toEqual(
      ['a_double_array', 'a_object_array_all_b_nulls', 'a_object_array_some_b_missing', 'a_object_array_some_b_nulls'].sort(),
    );
    expect(ids({ a: { $elemMatch: { b: { $ne: null } } } })).toEqual(
      ['a_object_array_no_b_nulls', 'a_object_array_some_b_missing', 'a_object_array_some_b_nulls'].sort(),
    );
    expect(ids({ 'a.b': { $elemMatch: { $eq: null } } })).toEqual([]);
  });
  it('dotted paths: {"a.b": null}, $ne, $in, $nin', () => {
    expect(ids({ 'a.b': { $eq: null } })).toEqual(dottedEqNull.sort());
    expect(ids({ 'a.b': { $ne: null } })).toEqual(except(dottedEqNull));
    expect(ids({ 'a.b': { $in: [null, 75] } })).toEqual(dottedEqNull.sort());
    expect(ids({ $or: [{ 'a.b': null }, { 'a.b': 75 }] })).toEqual(dottedEqNull.sort());
    expect(ids({ 'a.b': { $nin: [null, /^str.*/] } })).toEqual(except([...dottedEqNull, 'a_object_array_no_b_nulls']));
  });
  it('$exists false', () => {
    expect(ids({ a: { $exists: false } })).toEqual(['no_a']);
    const noArrays = docs.slice(0, 6);
    expect(
      noArrays
        .filter(compileFilter({ 'a.b': { $exists: false } }))
        .map((d) => d._id)
        .sort(),
    ).toEqual(['a_empty_subobject', 'a_null', 'a_number', 'no_a'].sort());
  });
});
