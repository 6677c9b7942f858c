// The same work straight on LMDB (lmdb-js), as the floor our layers add to: puts in 1,000-row
// transactions of BSON documents keyed by name, then random gets by key. Serialization happens before
// the clock starts and values are not decoded: these are LMDB's own figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON } from 'bson';
import { open } from 'lmdb';
import { docOf, nameOf, randomIndexes } from './data';

export interface RawFigures {
  putsPerSec: number;
  getsPerSec: number;
}

export function measureRawLmdb(rows: number, gets: number): RawFigures {
  const dir = mkdtempSync(join(tmpdir(), 'bench-raw-lmdb-'));
  const db = open({ path: dir, encoding: 'binary', compression: false });
  try {
    const keys = Array.from({ length: rows }, (_v, i) => nameOf(i));
    const values = keys.map((_k, i) => BSON.serialize(docOf(i)));
    let t = process.hrtime.bigint();
    for (let start = 0; start < rows; start += 1000) {
      db.transactionSync(() => {
        for (let i = start; i < Math.min(start + 1000, rows); i++) db.putSync(keys[i], values[i]);
      });
    }
    const putsPerSec = rows / (Number(process.hrtime.bigint() - t) / 1e9);
    const lookups = [...randomIndexes(gets, rows)].map((i) => keys[i]);
    t = process.hrtime.bigint();
    for (const key of lookups) {
      if (!db.get(key)) throw new Error(`raw get missed ${key}`);
    }
    const getsPerSec = gets / (Number(process.hrtime.bigint() - t) / 1e9);
    return { putsPerSec, getsPerSec };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
