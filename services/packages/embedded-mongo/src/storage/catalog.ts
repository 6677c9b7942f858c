// Collection and index definitions, kept in LMDB's catalog sub-database and mirrored in memory.
// Changes are written inside the caller's write transaction; after an aborted transaction the caller
// reloads, so memory never runs ahead of what is committed.
import { BSON, UUID, type Binary, type Document } from 'bson';
import { BSON_VALUE_OPTIONS, type IndexSpec } from '../engine/types';
import { IndexDef, type IndexMeta } from './index-def';
import { idPrefix, prefixRange, recordIdOf, type Store } from './store';

export interface CollectionMeta {
  db: string;
  name: string;
  id: number;
  uuid: Binary;
  options: Document;
  indexes: IndexMeta[];
}

export class CollectionState {
  count = 0;
  size = 0;
  indexes: IndexDef[];
  /** Next record id; found from the last stored record on first use. */
  nextRecordId?: number;

  constructor(readonly meta: CollectionMeta) {
    this.indexes = meta.indexes.map((m) => new IndexDef(m));
  }

  get ns(): string {
    return `${this.meta.db}.${this.meta.name}`;
  }

  get idIndex(): IndexDef {
    return this.indexes.find((i) => i.isIdIndex)!;
  }

  findIndex(name: string): IndexDef | undefined {
    return this.indexes.find((i) => i.name === name);
  }
}

const collKey = (db: string, name: string): string => `coll:${db}.${name}`;
const statsKey = (id: number): string => `stats:${id}`;

export class Catalog {
  private byNs = new Map<string, CollectionState>();

  constructor(private readonly store: Store) {
    this.load();
  }

  load(): void {
    this.byNs.clear();
    for (const { key, value } of this.store.catalog.getRange({ start: 'coll:', end: 'coll;' })) {
      const meta = BSON.deserialize(value, BSON_VALUE_OPTIONS) as CollectionMeta;
      const state = new CollectionState(meta);
      const stats = this.store.catalog.get(statsKey(meta.id));
      if (stats) {
        const s = BSON.deserialize(stats);
        state.count = s.count;
        state.size = s.size;
      }
      this.byNs.set(String(key).slice(5), state);
    }
  }

  get(db: string, name: string): CollectionState | undefined {
    return this.byNs.get(`${db}.${name}`);
  }

  list(db?: string): CollectionState[] {
    const all = [...this.byNs.values()];
    return db === undefined ? all : all.filter((c) => c.meta.db === db);
  }

  private nextId(kind: 'collection' | 'index'): number {
    const key = `meta:next-${kind}-id`;
    const current = this.store.catalog.get(key);
    const id = current ? current.readUInt32BE(0) : 1;
    const next = Buffer.allocUnsafe(4);
    next.writeUInt32BE(id + 1, 0);
    this.store.catalog.putSync(key, next);
    return id;
  }

  /** Inside a write transaction: a new collection with its _id index. */
  create(db: string, name: string, options: Document): CollectionState {
    const idIndex: IndexMeta = { id: this.nextId('index'), spec: { key: { _id: 1 }, name: '_id_' }, multikey: false };
    const meta: CollectionMeta = { db, name, id: this.nextId('collection'), uuid: new UUID().toBinary(), options, indexes: [idIndex] };
    const state = new CollectionState(meta);
    this.byNs.set(`${db}.${name}`, state);
    this.save(state);
    this.saveStats(state);
    return state;
  }

  save(state: CollectionState): void {
    state.meta.indexes = state.indexes.map((i) => i.meta);
    this.store.catalog.putSync(collKey(state.meta.db, state.meta.name), Buffer.from(BSON.serialize(state.meta)));
  }

  saveStats(state: CollectionState): void {
    this.store.catalog.putSync(statsKey(state.meta.id), Buffer.from(BSON.serialize({ count: state.count, size: state.size })));
  }

  newIndex(spec: IndexSpec): IndexDef {
    return new IndexDef({ id: this.nextId('index'), spec, multikey: false });
  }

  /** Inside a write transaction: removes the collection, its documents and index entries. */
  drop(state: CollectionState): void {
    for (const index of state.indexes) this.clearIndex(index);
    this.removeRange(this.store.docs, idPrefix(state.meta.id));
    this.store.catalog.removeSync(collKey(state.meta.db, state.meta.name));
    this.store.catalog.removeSync(statsKey(state.meta.id));
    this.byNs.delete(state.ns);
  }

  /** Inside a write transaction: removes every document and index entry, keeping the definitions. */
  truncate(state: CollectionState): number {
    const removed = state.count;
    for (const index of state.indexes) this.clearIndex(index);
    this.removeRange(this.store.docs, idPrefix(state.meta.id));
    state.count = 0;
    state.size = 0;
    this.saveStats(state);
    return removed;
  }

  clearIndex(index: IndexDef): void {
    this.removeRange(this.store.entries, idPrefix(index.id));
  }

  private removeRange(db: Store['docs'], prefix: Buffer): void {
    const range = prefixRange(prefix);
    // Collected per chunk: deleting under an open cursor is not something to rely on.
    for (;;) {
      const keys = Array.from(db.getKeys({ start: range.start, end: range.end, limit: 10_000 }));
      if (keys.length === 0) return;
      for (const key of keys) db.removeSync(key);
    }
  }

  allocateRecordId(state: CollectionState): number {
    if (state.nextRecordId === undefined) {
      const range = prefixRange(idPrefix(state.meta.id));
      let last = 0;
      for (const key of this.store.docs.getKeys({ start: range.end, end: range.start, reverse: true, limit: 1 })) last = recordIdOf(key);
      state.nextRecordId = last + 1;
    }
    return state.nextRecordId++;
  }
}
