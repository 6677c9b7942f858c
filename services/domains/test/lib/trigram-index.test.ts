// The trigram candidates are a superset of the true matches (never one lost), in entry order, for
// any text: domain names, registrars, and characters outside the index's table (upper case, Unicode).
import { TrigramIndex } from '../../src/lib/trigram-index';

const WORDS = ['shop', 'blog', 'news', 'tech', 'xn--caf-dma', 'travel', 'Ünïcode', 'UPPER', 'a_b'];
const REGISTRARS = ['namecheap', 'namesilo', 'dynadot', 'gandi', ''];

function texts(n: number, seed: number): string[] {
  let x = seed;
  const rand = (m: number): number => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % m;
  };
  return Array.from({ length: n }, (_, i) => {
    const name = `${WORDS[rand(WORDS.length)]}-${rand(100_000)}-${WORDS[rand(WORDS.length)]}.com`;
    return i % 17 === 0 ? 'ab' : `${name}\n${REGISTRARS[rand(REGISTRARS.length)]}`;
  });
}

function brute(all: string[], term: string): number[] {
  return all.flatMap((s, i) => (s.includes(term) ? [i] : []));
}

test('every entry holding the term is a candidate, candidates ascend, and few extra come along', () => {
  const all = texts(5_000, 7);
  const index = new TrigramIndex(all);
  const terms = ['shop', 'hop-1', '123', '4567', '.com\nnam', 'silo', 'ünï', 'UPP', 'PER-', 'a_b-', 'zzz', 'm\ngan', '.co'];
  for (const s of all.slice(0, 200)) terms.push(s.slice(3, 9), s.slice(-5));
  for (const term of terms.filter((t) => t.length >= 3)) {
    const candidates = [...index.candidates(term)];
    const matches = brute(all, term);
    expect(candidates.filter((i) => all[i].includes(term))).toEqual(matches);
    expect(candidates).toEqual([...candidates].sort((a, b) => a - b));
  }
  // A number out of a name narrows 5,000 entries to a handful.
  expect(index.candidates('4567').length).toBeLessThan(200);
});

test('an entry is listed once however often it holds a trigram, and short texts are skipped', () => {
  const index = new TrigramIndex(['aaaaaa', 'ab', 'xaaay']);
  expect([...index.candidates('aaa')]).toEqual([0, 2]);
  expect([...index.candidates('xyz')]).toEqual([]);
  expect(() => index.candidates('ab')).toThrow(RangeError);
});

test('lists are intersected: a term whose every trigram is common but whose whole is rare has few candidates', () => {
  // 'abc' and 'bcd' are each held by 41 entries; only one entry holds both (and 'abcd').
  const all = [...Array.from({ length: 40 }, (_, i) => `abc-${i}`), ...Array.from({ length: 40 }, (_, i) => `${i}-bcd`), 'xabcdx'];
  const index = new TrigramIndex(all);
  expect([...index.candidates('abcd')]).toEqual([80]);
  expect([...index.candidates('abc')]).toHaveLength(41);
});
