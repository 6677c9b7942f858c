import { TtlCache } from '../../src/identity/ttl-cache';

test('entries expire after their own ttl', () => {
  const c = new TtlCache<string>(10);
  c.set('a', 'A', 100, 1_000);
  c.set('b', 'B', 500, 1_000);
  expect(c.get('a', 1_099)).toBe('A');
  expect(c.get('a', 1_100)).toBeUndefined();
  expect(c.get('b', 1_400)).toBe('B');
  expect(c.size).toBe(1);
});

test('the least recently used entry is evicted beyond the bound', () => {
  const c = new TtlCache<number>(2);
  c.set('a', 1, 10_000, 0);
  c.set('b', 2, 10_000, 0);
  expect(c.get('a', 1_000)).toBe(1);
  c.set('c', 3, 10_000, 1_001);
  expect(c.get('b', 1_002)).toBeUndefined();
  expect(c.get('a', 1_002)).toBe(1);
  expect(c.get('c', 1_002)).toBe(3);
});

test('recency counts to the second: a hit within a second of the last move keeps the order', () => {
  const c = new TtlCache<number>(2);
  c.set('a', 1, 10_000, 0);
  c.set('b', 2, 10_000, 0);
  expect(c.get('a', 999)).toBe(1); // moved at 0: not moved again yet
  c.set('c', 3, 10_000, 999);
  expect(c.get('a', 999)).toBeUndefined();
  expect(c.get('b', 999)).toBe(2);
});

test('null is a cached value, distinct from a miss', () => {
  const c = new TtlCache<string | null>(2);
  c.set('anon', null, 1_000, 0);
  expect(c.get('anon', 1)).toBeNull();
  expect(c.get('other', 1)).toBeUndefined();
  c.delete('anon');
  expect(c.get('anon', 1)).toBeUndefined();
});
