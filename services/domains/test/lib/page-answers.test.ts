// The serialised search answers: least recently used go first past the entry or byte bound, and an
// answer computed before a clear() (a write happened meanwhile) is not stored.
import { PageAnswers } from '../../src/lib/page-answers';

const body = (text: string) => Buffer.from(text);

test('get returns what set stored; the least recently used entry goes first past the entry bound', () => {
  const pages = new PageAnswers(2, 1_000);
  pages.set('a', body('A'), pages.epoch);
  pages.set('b', body('B'), pages.epoch);
  expect(pages.get('a')?.toString()).toBe('A'); // a is now the most recently used
  pages.set('c', body('C'), pages.epoch);
  expect([pages.get('a')?.toString(), pages.get('b'), pages.get('c')?.toString()]).toEqual(['A', undefined, 'C']);
  expect(pages.size).toBe(2);
});

test('the byte bound drops the oldest bodies; a body larger than the bound is not kept', () => {
  const pages = new PageAnswers(100, 10);
  pages.set('a', body('aaaa'), pages.epoch);
  pages.set('b', body('bbbb'), pages.epoch);
  pages.set('c', body('cccc'), pages.epoch);
  expect([pages.get('a'), pages.get('b')?.toString(), pages.get('c')?.toString()]).toEqual([undefined, 'bbbb', 'cccc']);
  pages.set('huge', body('x'.repeat(11)), pages.epoch);
  expect(pages.get('huge')).toBeUndefined();
  expect(pages.size).toBe(2);
});

test('replacing a key keeps one entry and counts its bytes once', () => {
  const pages = new PageAnswers(100, 8);
  pages.set('a', body('1234'), pages.epoch);
  pages.set('a', body('5678'), pages.epoch);
  pages.set('b', body('abcd'), pages.epoch);
  expect([pages.get('a')?.toString(), pages.get('b')?.toString()]).toEqual(['5678', 'abcd']);
});

test('clear() empties the cache and refuses answers computed under the epoch before it', () => {
  const pages = new PageAnswers();
  pages.set('a', body('A'), pages.epoch);
  const startedAt = pages.epoch; // a request starts computing
  pages.clear(); // a write lands meanwhile
  pages.set('b', body('stale'), startedAt);
  expect([pages.get('a'), pages.get('b'), pages.size]).toEqual([undefined, undefined, 0]);
  pages.set('b', body('fresh'), pages.epoch);
  expect(pages.get('b')?.toString()).toBe('fresh');
});

test('an empty body is an answer like any other', () => {
  const pages = new PageAnswers(2, 10);
  pages.set('none', Buffer.alloc(0), pages.epoch);
  expect(pages.get('none')?.length).toBe(0);
});

test('filtered totals are kept like answers: cleared with them, and not stored when counted before a clear', () => {
  const pages = new PageAnswers();
  pages.setCount('health:ns-drift', 12, pages.epoch);
  expect(pages.count('health:ns-drift')).toBe(12);
  const startedAt = pages.epoch;
  pages.clear();
  expect(pages.count('health:ns-drift')).toBeUndefined();
  pages.setCount('health:ns-drift', 12, startedAt);
  expect(pages.count('health:ns-drift')).toBeUndefined();
});
