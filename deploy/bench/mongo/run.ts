// Benchmark of the embedded MongoDB-compatible server through the official driver, next to raw LMDB.
// Usage: node --import tsx deploy/bench/mongo/run.ts [--sizes 100000,1000000] [--finds 20000]
//        [--regex-runs 5] [--raw-rows 100000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { docOf } from './data';
import { findsPerSecond, insertRange, regexCount, regexSearch } from './driver-bench';
import { measureRawLmdb } from './raw-lmdb';
import { startServerProcess } from './server-process';
import { printTable, type Row } from './table';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const SIZES = flag('sizes', '100000,1000000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const FINDS = Number(flag('finds', '20000'));
const REGEX_RUNS = Number(flag('regex-runs', '5'));
const RAW_ROWS = Number(flag('raw-rows', '100000'));
const REGEX_SIZE = 100_000;

async function main(): Promise<void> {
  console.log(`raw LMDB: ${RAW_ROWS} puts, ${FINDS * 5} gets ...`);
  const raw = measureRawLmdb(RAW_ROWS, FINDS * 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-mongo-'));
  const server = await startServerProcess(dataDir);
  const client = new MongoClient(server.uri, { maxPoolSize: 1 });
  const rows: Row[] = [];
  try {
    const coll = client.db('bench').collection<ReturnType<typeof docOf>>('people');
    await coll.createIndex({ name: 1 }, { unique: true });
    let inserted = 0;
    let insertSeconds = 0;
    for (const size of SIZES) {
      console.log(`inserting ${inserted} → ${size} ...`);
      const rate = await insertRange(coll, inserted, size, (n) => console.log(`  ${n} inserted`));
      insertSeconds += (size - inserted) / rate;
      inserted = size;
      if (size === REGEX_SIZE || (size > REGEX_SIZE && !rows.some((r) => r.metric.startsWith('regex')))) {
        if (size !== REGEX_SIZE) console.log(`(no ${REGEX_SIZE}-document stage: regex measured at ${size})`);
        const rx = await regexSearch(coll, REGEX_RUNS);
        rows.push({
          metric: `regex search over ${size.toLocaleString('en')} names (ms, ${rx.matches} hits)`,
          ours: rx.ms,
          target: { op: '<', value: 150 },
        });
        const rc = await regexCount(coll, REGEX_RUNS);
        rows.push({ metric: `  same regex, countDocuments only (ms, ${rc.matches})`, ours: rc.ms });
      }
      const finds = await findsPerSecond(coll, FINDS, size);
      rows.push({
        metric: `finds by unique key/s at ${size.toLocaleString('en')} docs`,
        ours: finds,
        raw: raw.getsPerSec,
        target: { op: '>=', value: 5_000 },
      });
    }
    rows.unshift({
      metric: 'inserts/s (insertMany x1,000, unique index)',
      ours: inserted / insertSeconds,
      raw: raw.putsPerSec,
      target: { op: '>=', value: 20_000 },
    });
    rows.push({ metric: 'raw LMDB puts/s (1,000-row transactions)', ours: raw.putsPerSec });
    rows.push({ metric: 'raw LMDB gets/s', ours: raw.getsPerSec });
  } finally {
    await client.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const allPass = printTable(rows);
  process.exitCode = allPass ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
