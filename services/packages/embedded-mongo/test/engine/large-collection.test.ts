// On a large collection, indexed lookups examine only the entries they need (counted, not timed).
import fs from 'node:fs';
import { openEngine, type LmdbEngine } from '../../src/engine';
import { tempDir } from './helpers';

const SIZE = 100_000;
let dir: string;
let engine: LmdbEngine;

beforeAll(() => {
  dir = tempDir();
  engine = openEngine({ dataDir: dir });
  engine.createIndexes('big', 'users', [
    { key: { email: 1 }, name: 'email_1', unique: true },
    { key: { n: 1 }, name: 'n_1' },
  ]);
  for (let b = 0; b < SIZE; b += 5000) {
    const docs = Array.from({ length: 5000 }, (_, i) => ({
      email: `user${b + i}@example.com`,
      n: b + i,
      city: (b + i) % 7 ? 'Lyon' : 'Oslo',
    }));
    expect(engine.insert('big', 'users', docs, true).n).toBe(5000);
  }
}, 120_000);

afterAll(async () => {
  await engine.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stats = (filter: object, extra: object = {}) =>
  engine.explainFind('big', 'users', { filter, ...extra }, 'executionStats').executionStats;

describe(`indexed access on ${SIZE.toLocaleString('en')} documents`, () => {
  it('finds one document by a unique key examining one key and one document', () => {
    expect(stats({ email: 'user65432@example.com' })).toMatchObject({ nReturned: 1, totalKeysExamined: 1, totalDocsExamined: 1 });
    expect(stats({ email: 'nobody@example.com' })).toMatchObject({ nReturned: 0, totalKeysExamined: 0, totalDocsExamined: 0 });
  });

  it('tests a regex on unique-index keys and fetches only the documents whose key matches', () => {
    expect(stats({ email: /^user1234\d@/ })).toMatchObject({ nReturned: 10, totalKeysExamined: SIZE, totalDocsExamined: 10 });
  });

  it('reads only the range of a range query and only the page of a sorted, limited query', () => {
    expect(stats({ n: { $gte: 50_000, $lt: 50_010 } })).toMatchObject({ nReturned: 10, totalDocsExamined: 10 });
    expect(stats({}, { sort: { n: -1 }, limit: 3 })).toMatchObject({ nReturned: 3, totalDocsExamined: 3 });
    const before = engine.scanTotals();
    const page = [...engine.find('big', 'users', { filter: { city: 'Oslo' }, sort: { n: 1 }, skip: 10, limit: 5 })];
    expect(page.map((d) => d.n.valueOf())).toEqual([70, 77, 84, 91, 98]);
    expect(engine.scanTotals().docsExamined - before.docsExamined).toBeLessThan(120);
  });

  it('keeps the collection count without scanning', () => {
    const before = engine.scanTotals();
    expect(engine.count('big', 'users', {})).toBe(SIZE);
    expect(engine.stats()).toMatchObject({ documents: SIZE });
    expect(engine.scanTotals()).toEqual(before);
  });
});
