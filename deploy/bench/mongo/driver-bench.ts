// Measurements through the official driver over one connection: bulk inserts, point finds by the
// unique key, and a regex search.
import type { Collection } from 'mongodb';
import { docOf, nameOf, randomIndexes } from './data';

type BenchDoc = ReturnType<typeof docOf>;

const seconds = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e9;

/** Inserts documents [from, to) with insertMany batches of 1,000; returns documents per second. */
export async function insertRange(coll: Collection<BenchDoc>, from: number, to: number, onProgress?: (n: number) => void): Promise<number> {
  const t0 = process.hrtime.bigint();
  for (let start = from; start < to; start += 1000) {
    const docs = Array.from({ length: Math.min(1000, to - start) }, (_v, k) => docOf(start + k));
    await coll.insertMany(docs, { ordered: true });
    if (onProgress && (start - from) % 100_000 === 0) onProgress(start);
  }
  return (to - from) / seconds(t0);
}

async function findAll(coll: Collection<BenchDoc>, indexes: Iterable<number>): Promise<void> {
  for (const i of indexes) {
    const doc = await coll.findOne({ name: nameOf(i) });
    if (!doc || doc.n !== i) throw new Error(`find by name missed ${nameOf(i)}`);
  }
}

/** Sequential findOne by the unique name over `size` documents; every lookup must hit. An untimed
 *  warm-up first, so JIT compilation of the find path does not count against the first size. */
export async function findsPerSecond(coll: Collection<BenchDoc>, count: number, size: number): Promise<number> {
  await findAll(coll, randomIndexes(Math.min(2_000, count), size, size + 1));
  const t0 = process.hrtime.bigint();
  await findAll(coll, randomIndexes(count, size, size));
  return count / seconds(t0);
}

const REGEX = { name: { $regex: 'rossi-0.*1', $options: 'i' } };

async function medianMs(runs: number, body: () => Promise<number>): Promise<{ ms: number; matches: number }> {
  const times: number[] = [];
  let matches = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    matches = await body();
    times.push(seconds(t0) * 1000);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], matches };
}

/** Median of `runs` unanchored case-insensitive regex searches over every name; ms and matches. */
export function regexSearch(coll: Collection<BenchDoc>, runs: number): Promise<{ ms: number; matches: number }> {
  return medianMs(runs, async () => (await coll.find(REGEX, { projection: { name: 1 } }).toArray()).length);
}

/** The same regex counted on the server: the search without transferring and decoding the hits. */
export function regexCount(coll: Collection<BenchDoc>, runs: number): Promise<{ ms: number; matches: number }> {
  return medianMs(runs, () => coll.countDocuments(REGEX));
}
