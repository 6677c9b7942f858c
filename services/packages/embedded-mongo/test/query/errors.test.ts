import type { Document } from 'bson';
import { applyUpdate, compileFilter, compileProjection, compileSort, runPipeline } from '../../src/query';
import { MongoCommandError } from '../../src/engine/types';

function errorOf(fn: () => unknown): MongoCommandError {
  try {
    fn();
  } catch (e) {
    if (e instanceof MongoCommandError) return e;
    throw e;
  }
  throw new Error('expected a MongoCommandError');
}

const run = (pipeline: Document[], docs: Document[] = [{ _id: 1, a: [1] }]) => [...runPipeline(docs, pipeline, { collection: () => [] })];
const up = (doc: Document, u: Document | Document[]) => applyUpdate(doc, u, { isInsert: false });

describe('MongoDB error codes and names', () => {
  it.each([
    ['unknown top-level operator', () => compileFilter({ $bogus: 1 }), 2, 'BadValue'],
    ['$and with an empty list', () => compileFilter({ $and: [] }), 2, 'BadValue'],
    ['$in without an array', () => compileFilter({ a: { $in: 1 } }), 2, 'BadValue'],
    ['$size with a fraction', () => compileFilter({ a: { $size: 1.5 } }), 2, 'BadValue'],
    ['$elemMatch without an object', () => compileFilter({ a: { $elemMatch: 1 } }), 2, 'BadValue'],
    ['$text without a text index', () => compileFilter({ $text: { $search: 'x' } }), 27, 'IndexNotFound'],
    ['regex options twice', () => compileFilter({ a: { $regex: /a/i, $options: 'm' } }), 51075, 'Location51075'],
    ['illegal sort value', () => compileSort({ a: 'up' }), 15974, 'Location15974'],
    ['zero sort value', () => compileSort({ a: 0 }), 15975, 'Location15975'],
    ['projection path collision', () => compileProjection({ a: 1, 'a.b': 1 }), 31249, 'Location31249'],
    ['unknown stage', () => run([{ $bogus: {} }]), 40324, 'Location40324'],
    ['stage with two fields', () => run([{ $match: {}, $limit: 1 }]), 40323, 'Location40323'],
    ['$group without _id', () => run([{ $group: { n: { $sum: 1 } } }]), 15955, 'Location15955'],
    ['unknown accumulator', () => run([{ $group: { _id: null, n: { $bogus: 1 } } }]), 15952, 'Location15952'],
    ['unknown expression', () => run([{ $project: { x: { $bogus: 1 } } }]), 168, 'InvalidPipelineOperator'],
    ['$limit of zero', () => run([{ $limit: 0 }]), 15958, 'Location15958'],
    ['$skip below zero', () => run([{ $skip: -1 }]), 15956, 'Location15956'],
    ['$unwind path without $', () => run([{ $unwind: 'a' }]), 28818, 'Location28818'],
    ['$count with a dotted name', () => run([{ $count: 'a.b' }]), 40160, 'Location40160'],
    ['$lookup without as', () => run([{ $lookup: { from: 'x', localField: 'a', foreignField: 'b' } }]), 9, 'FailedToParse'],
    ['$out in the middle', () => run([{ $out: 'x' }, { $match: {} }]), 40601, 'Location40601'],
    ['$facet inside $facet', () => run([{ $facet: { a: [{ $facet: {} }] } }]), 40600, 'Location40600'],
    ['$project with nothing', () => run([{ $project: {} }]), 51272, 'Location51272'],
    ['unknown update modifier', () => up({}, { $bogus: { a: 1 } }), 9, 'FailedToParse'],
    ['modifier with a scalar', () => up({}, { $set: 5 }), 9, 'FailedToParse'],
    ['empty update path', () => up({}, { $set: { '': 1 } }), 56, 'EmptyFieldName'],
    ['conflicting paths', () => up({}, { $set: { 'a.b': 1 }, $unset: { a: 1 } }), 40, 'ConflictingUpdateOperators'],
    ['$unset of _id', () => up({ _id: 1 }, { $unset: { _id: 1 } }), 66, 'ImmutableField'],
    ['$rename onto itself', () => up({ a: 1 }, { $rename: { a: 'a' } }), 2, 'BadValue'],
    ['$pop of a non-array', () => up({ a: 1 }, { $pop: { a: 1 } }), 14, 'TypeMismatch'],
    ['top-level $ field in a replacement', () => up({ _id: 1 }, { a: 1, $b: 1 }), 52, 'DollarPrefixedFieldName'],
    ['$group in a pipeline update', () => up({ _id: 1 }, [{ $group: { _id: 1 } }]), 72, 'InvalidOptions'],
  ])('%s', (_name, fn, code, codeName) => {
    const e = errorOf(fn as () => unknown);
    expect(e.code).toBe(code);
    expect(e.codeName).toBe(codeName);
  });
});
