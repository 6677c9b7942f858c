// The unified format's matching rules, on driver-shaped values.
import { Decimal128, Int32, Long, ObjectId } from 'bson';
import { match, matchRootArray } from '../matcher';
import { unmetRequirements } from '../requirements';

const server = { version: '7.0.0', topology: 'single' as const, serverless: false, auth: false, csfle: false };

test('root documents may carry extra fields, nested ones may not', () => {
  expect(match({ x: 1 }, { x: 1, y: 2 }, true)).toBeNull();
  expect(match({ x: { y: 1 } }, { x: { y: 1, z: 1 } }, true)).toMatch(/unexpected field\(s\) z/);
  expect(match({ x: 1, y: 1 }, { x: 1 }, true)).toMatch(/y: missing/);
});

test('numbers match across Int32, Long and double; Decimal128 only itself', () => {
  expect(match({ n: 1 }, { n: new Int32(1) }, true)).toBeNull();
  expect(match({ n: 1 }, { n: Long.fromNumber(1) }, true)).toBeNull();
  expect(match({ n: 1 }, { n: 1.5 }, true)).toMatch(/expected 1, got 1.5/);
  expect(match(Decimal128.fromString('1'), 1, true)).not.toBeNull();
});

test('$$unsetOrMatches, $$exists and $$type', () => {
  expect(match({ $$unsetOrMatches: { insertedId: { $$unsetOrMatches: 2 } } }, { acknowledged: true, insertedId: 2 }, true)).toBeNull();
  expect(match({ $$unsetOrMatches: { insertedId: 2 } }, undefined, true)).toBeNull();
  expect(match({ insertedId: { $$unsetOrMatches: 2 } }, { insertedId: 3 }, true)).toMatch(/expected 2, got 3/);
  expect(match({ a: { $$exists: false } }, { a: 1 }, true)).toMatch(/\$\$exists false/);
  expect(match({ a: { $$exists: true } }, { a: null }, true)).toBeNull();
  expect(match({ id: { $$type: 'objectId' } }, { id: new ObjectId() }, true)).toBeNull();
  expect(match({ r: { $$type: ['int', 'long'] } }, { r: 0.5 }, true)).toMatch(/\$\$type int\|long/);
});

test('arrays need the same length; cursor results are root documents, distinct values are not', () => {
  expect(match([1, 2, 3], [1, 2, 3, 4], true)).toMatch(/expected 3 elements/);
  expect(matchRootArray([{ x: 1 }], [{ x: 1, _id: 9 }])).toBeNull();
  expect(match([{ x: 1 }], [{ x: 1, _id: 9 }], true)).toMatch(/unexpected field/);
});

test('$$matchesEntity resolves saved entities', () => {
  const id = new ObjectId();
  expect(match({ _id: { $$matchesEntity: 'oid' } }, { _id: id }, true, '', { entity: () => id })).toBeNull();
});

test('runOnRequirements: any entry satisfied runs; otherwise the reason names the version', () => {
  expect(unmetRequirements([{ minServerVersion: '4.4' }], server)).toBeNull();
  expect(unmetRequirements([{ minServerVersion: '8.0' }, { maxServerVersion: '4.2.99' }], server)).toMatch(/>= 8.0.*<= 4.2.99/);
  expect(unmetRequirements([{ topologies: ['replicaset', 'sharded'] }], server)).toMatch(/topology/);
  expect(unmetRequirements([{ minServerVersion: '4.2', topologies: ['single', 'replicaset'] }], server)).toBeNull();
});
