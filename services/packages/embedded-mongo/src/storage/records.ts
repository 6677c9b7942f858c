// Documents and their index entries, written together inside the caller's write transaction.
// Every check (size, key extraction, unique keys) runs before the first byte is written, so a refused
// document leaves nothing behind even though the transaction goes on to commit the others.
import { BSON, type Document } from 'bson';
import { BSON_VALUE_OPTIONS, MongoCommandError } from '../engine/types';
import type { Catalog, CollectionState } from './catalog';
import { duplicateKeyError } from './dup-key';
import type { IndexDef } from './index-def';
import { readU64 } from './key-writer';
import { recordIdValue, recordKey, type Store } from './store';

export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

type KeySet = Map<string, { key: Buffer; values: unknown[] }>;
/** The encoded keys of one document, one set per index of the collection (same order). */
export type DocKeys = KeySet[];

const EMPTY = Buffer.alloc(0);

export function serializeDocument(doc: Document): Buffer {
  let bytes: Uint8Array;
  try {
    bytes = BSON.serialize(doc);
  } catch (err) {
    if (err instanceof RangeError || /too large|buffer/i.test(String(err))) {
      throw new MongoCommandError(10334, `object to insert too large. max size: ${MAX_DOCUMENT_BYTES}`, 'BSONObjectTooLarge');
    }
    throw err;
  }
  if (bytes.length > MAX_DOCUMENT_BYTES) {
    throw new MongoCommandError(
      10334,
      `object to insert too large. size in bytes: ${bytes.length}, max size: ${MAX_DOCUMENT_BYTES}`,
      'BSONObjectTooLarge',
    );
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function deserializeDocument(bytes: Buffer): Document {
  return BSON.deserialize(bytes, BSON_VALUE_OPTIONS);
}

export class Records {
  constructor(
    private readonly store: Store,
    private readonly catalog: Catalog,
  ) {}

  getRaw(state: CollectionState, recordId: number): Buffer | undefined {
    return this.store.docs.get(recordKey(state.meta.id, recordId));
  }

  /** Index keys of a document for every index; marks (and persists) indexes that become multikey. */
  keysFor(state: CollectionState, doc: Document, indexes: IndexDef[] = state.indexes): DocKeys {
    let changed = false;
    const all = indexes.map((index) => {
      const { keys, multikey } = index.keysOf(doc);
      if (multikey && !index.meta.multikey) {
        index.meta.multikey = true;
        changed = true;
      }
      return keys;
    });
    if (changed) this.catalog.save(state);
    return all;
  }

  /** The first unique key of `keys` (not already held by this record) that another record holds. */
  conflict(state: CollectionState, keys: DocKeys, recordId: number, indexes: IndexDef[] = state.indexes): MongoCommandError | undefined {
    for (let i = 0; i < indexes.length; i++) {
      const index = indexes[i];
      if (!index.unique) continue;
      for (const { key, values } of keys[i].values()) {
        const holder = this.store.entries.get(key);
        if (holder !== undefined && readU64(holder, 0) !== recordId) return duplicateKeyError(state.ns, index, values);
      }
    }
    return undefined;
  }

  private putEntries(index: IndexDef, keys: KeySet, skip: KeySet | undefined, recordId: number): void {
    const value = index.unique ? recordIdValue(recordId) : EMPTY;
    for (const [id, { key }] of keys) if (!skip?.has(id)) this.store.entries.putSync(index.entryKey(key, recordId), value);
  }

  private removeEntries(index: IndexDef, keys: KeySet, keep: KeySet | undefined, recordId: number): void {
    for (const [id, { key }] of keys) if (!keep?.has(id)) this.store.entries.removeSync(index.entryKey(key, recordId));
  }

  /** Inserts a document; throws (having written nothing) on a size, key or duplicate-key error. */
  insert(state: CollectionState, doc: Document): number {
    const bytes = serializeDocument(doc);
    const keys = this.keysFor(state, doc);
    const recordId = this.catalog.allocateRecordId(state);
    const dup = this.conflict(state, keys, recordId);
    if (dup) throw dup;
    this.store.docs.putSync(recordKey(state.meta.id, recordId), bytes);
    state.indexes.forEach((index, i) => this.putEntries(index, keys[i], undefined, recordId));
    state.count++;
    state.size += bytes.length;
    return recordId;
  }

  /** Rewrites a document in place (same record id), moving only the index entries that changed. */
  replace(state: CollectionState, recordId: number, oldDoc: Document, oldSize: number, newDoc: Document): void {
    const bytes = serializeDocument(newDoc);
    const oldKeys = this.keysFor(state, oldDoc);
    const newKeys = this.keysFor(state, newDoc);
    const dup = this.conflict(state, newKeys, recordId);
    if (dup) throw dup;
    state.indexes.forEach((index, i) => {
      this.removeEntries(index, oldKeys[i], newKeys[i], recordId);
      this.putEntries(index, newKeys[i], oldKeys[i], recordId);
    });
    this.store.docs.putSync(recordKey(state.meta.id, recordId), bytes);
    state.size += bytes.length - oldSize;
  }

  remove(state: CollectionState, recordId: number, doc: Document, size: number): void {
    const keys = this.keysFor(state, doc);
    state.indexes.forEach((index, i) => this.removeEntries(index, keys[i], undefined, recordId));
    this.store.docs.removeSync(recordKey(state.meta.id, recordId));
    state.count--;
    state.size -= size;
  }

  /** Adds one index's entries for an existing document (index builds). */
  addToIndex(state: CollectionState, index: IndexDef, recordId: number, doc: Document): void {
    const [keys] = this.keysFor(state, doc, [index]);
    const dup = this.conflict(state, [keys], recordId, [index]);
    if (dup) throw dup;
    this.putEntries(index, keys, undefined, recordId);
  }
}
