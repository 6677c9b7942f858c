// What every engine operation works with: the LMDB store, the catalog, document/index writes, and
// one write transaction per command.
import type { Document } from 'bson';
import type { QueryContext } from '../query';
import { Catalog, type CollectionState } from '../storage/catalog';
import { Records } from '../storage/records';
import { commitFlags, type Store } from '../storage/store';
import { MongoCommandError } from './types';

export class EngineContext {
  readonly catalog: Catalog;
  readonly records: Records;
  private inWrite = false;

  constructor(readonly store: Store) {
    this.catalog = new Catalog(store);
    this.records = new Records(store, this.catalog);
  }

  /**
   * Runs `fn` in one LMDB write transaction (committed when it returns; see Durability). If it throws, LMDB discards
   * the transaction and the in-memory catalog is reloaded from what is committed.
   */
  write<T>(fn: () => T): T {
    if (this.inWrite) return fn();
    this.inWrite = true;
    try {
      return this.store.root.transactionSync(fn, commitFlags(this.store.durability));
    } catch (err) {
      this.catalog.load();
      throw err;
    } finally {
      this.inWrite = false;
    }
  }

  /** Inside a write: the collection, created (with its _id index) if missing. */
  ensureCollection(db: string, name: string): { state: CollectionState; created: boolean } {
    const existing = this.catalog.get(db, name);
    if (existing) return { state: existing, created: false };
    validateNamespace(db, name);
    return { state: this.catalog.create(db, name, {}), created: true };
  }

  /** The query context of an operation: its collation, else the collection's default. */
  queryContext(state: CollectionState | undefined, opts: { collation?: Document; let?: Document }): QueryContext {
    const collation = opts.collation ?? (state?.meta.options.collation as Document | undefined);
    const textIndex = state?.indexes.find((i) => i.text)?.text;
    return { vars: opts.let, collation, ...(textIndex ? { textIndex } : {}) };
  }
}

export function validateNamespace(db: string, name: string): void {
  if (!db || /[/\\. "$\0]/.test(db) || db.length > 63)
    throw new MongoCommandError(73, `Invalid database name: '${db}'`, 'InvalidNamespace');
  if (!name || name.includes('$') || name.includes('\0') || name.startsWith('.') || name.startsWith('system.')) {
    throw new MongoCommandError(73, `Invalid collection name: ${name}`, 'InvalidNamespace');
  }
}
