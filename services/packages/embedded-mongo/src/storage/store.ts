// The LMDB environment of one data directory and its three sub-databases:
//   catalog  collection and index definitions, id counters, per-collection counts (BSON values)
//   docs     [collectionId u32][recordId u64] -> the document as BSON
//   entries  index entries: unique [indexId u32][key] -> recordId; others [indexId u32][key][recordId] -> ''
import path from 'node:path';
import { open, type Database, type RootDatabase } from 'lmdb';
import type { Durability } from '../engine/types';
import { prefixEnd, readU64 } from './key-writer';
import { ensurePrivateDir, tightenTree } from './private-files';

export interface Store {
  durability: Durability;
  root: RootDatabase;
  catalog: Database<Buffer, string>;
  docs: Database<Buffer, Buffer>;
  entries: Database<Buffer, Buffer>;
}

/** Commit flags of a write command: abortable and synchronous; 'process' skips waiting for the flush. */
export function commitFlags(durability: Durability): number {
  return durability === 'fsync' ? ABORTABLE | SYNCHRONOUS_COMMIT : ABORTABLE | SYNCHRONOUS_COMMIT | NO_SYNC_FLUSH;
}

const ABORTABLE = 1;
const SYNCHRONOUS_COMMIT = 2;
const NO_SYNC_FLUSH = 0x10000;

export function openStore(dataDir: string, durability: Durability = 'process'): Store {
  // Overlapping sync would flush every commit in the background; without flushes it only adds contention
  // (measured: 300 vs 2,000 single-document commits/s), so it is on only when each commit is fsynced.
  ensurePrivateDir(dataDir);
  const root = open({ path: path.join(dataDir, 'data.mdb'), maxDbs: 8, overlappingSync: durability === 'fsync' });
  // LMDB made data.mdb and data.mdb-lock with the umask's mode; older versions left everything wider.
  tightenTree(dataDir);
  return {
    durability,
    root,
    catalog: root.openDB<Buffer, string>('catalog', { encoding: 'binary' }),
    docs: root.openDB<Buffer, Buffer>('docs', { encoding: 'binary', keyEncoding: 'binary' }),
    entries: root.openDB<Buffer, Buffer>('entries', { encoding: 'binary', keyEncoding: 'binary' }),
  };
}

export function recordKey(collectionId: number, recordId: number): Buffer {
  const key = Buffer.allocUnsafe(12);
  key.writeUInt32BE(collectionId >>> 0, 0);
  writeU64(key, 4, recordId);
  return key;
}

/** A record id as the 8-byte value of a unique index entry. */
export function recordIdValue(recordId: number): Buffer {
  const value = Buffer.allocUnsafe(8);
  writeU64(value, 0, recordId);
  return value;
}

function writeU64(buf: Buffer, offset: number, n: number): void {
  buf.writeUInt32BE(Math.floor(n / 0x100000000), offset);
  buf.writeUInt32BE(n >>> 0, offset + 4);
}

export function recordIdOf(key: Buffer): number {
  return readU64(key, key.length - 8);
}

export function idPrefix(id: number): Buffer {
  const b = Buffer.allocUnsafe(4);
  b.writeUInt32BE(id >>> 0, 0);
  return b;
}

export interface KeyRange {
  /** Inclusive. */
  start: Buffer;
  /** Exclusive. */
  end: Buffer;
}

export function prefixRange(prefix: Buffer): KeyRange {
  return { start: prefix, end: prefixEnd(prefix) };
}

// Chunks grow: a point lookup or a small page reads little, a long scan pays the per-call cost rarely.
const FIRST_CHUNK = 64;
const MAX_CHUNK = 8192;

/**
 * Iterates [start, end) in chunks of fresh reads, so a cursor paused between getMores holds no read
 * transaction open and sees later commits (as MongoDB's yielding scans do). Entries removed meanwhile
 * are skipped; the caller re-checks every document anyway.
 */
export function* scanRange(db: Database<Buffer, Buffer>, range: KeyRange, reverse = false): Generator<{ key: Buffer; value: Buffer }> {
  if (!reverse) {
    let start = range.start;
    for (let size = FIRST_CHUNK; ; size = Math.min(size * 4, MAX_CHUNK)) {
      // Materialised per chunk: no lmdb iterator stays open while the consumer is paused.
      const chunk = Array.from(db.getRange({ start, end: range.end, limit: size }));
      for (let i = 0; i < chunk.length; i++) yield chunk[i];
      if (chunk.length < size) return;
      start = Buffer.concat([chunk[chunk.length - 1].key, ZERO]);
    }
  }
  // lmdb's reverse range includes `start` and excludes `end`: skip an exact `end` key on the way in and
  // fetch an exact `start` key at the end.
  let from = range.end;
  for (let size = FIRST_CHUNK; ; size = Math.min(size * 4, MAX_CHUNK)) {
    const chunk = Array.from(db.getRange({ start: from, end: range.start, reverse: true, limit: size + 1 }))
      .filter((e) => !e.key.equals(from))
      .slice(0, size);
    for (let i = 0; i < chunk.length; i++) yield chunk[i];
    if (chunk.length < size) break;
    from = chunk[chunk.length - 1].key;
  }
  const exact = db.get(range.start);
  if (exact !== undefined) yield { key: range.start, value: exact };
}

const ZERO = Buffer.from([0]);

/** Keys only of [start, end), forward, in growing chunks: cheaper when most entries are skipped. */
export function* scanKeys(db: Database<Buffer, Buffer>, range: KeyRange): Generator<Buffer> {
  let start = range.start;
  for (let size = FIRST_CHUNK; ; size = Math.min(size * 4, MAX_CHUNK)) {
    const chunk = Array.from(db.getKeys({ start, end: range.end, limit: size }));
    for (let i = 0; i < chunk.length; i++) yield chunk[i];
    if (chunk.length < size) return;
    start = Buffer.concat([chunk[chunk.length - 1], ZERO]);
  }
}
