// Databases and collections: listing with sizes, explicit creation, drop.
import type { Document } from 'bson';
import { compileFilter } from '../query';
import type { EngineContext } from './context';
import { validateNamespace } from './context';
import { MongoCommandError, type CollectionInfo } from './types';
import { checkValidationOptions, VALIDATION_OPTIONS } from './validation';
import { checkViewOptions } from './views';
import { modifyIndex } from './index-mod';

// Options that would change what a collection is; refused rather than silently ignored.
const UNSUPPORTED_OPTIONS = ['capped', 'timeseries', 'clusteredIndex', 'expireAfterSeconds', 'encryptedFields'];
// Space mongod would report for an empty collection's files; keeps `show dbs` from hiding a database.
const COLLECTION_OVERHEAD_BYTES = 4096;

export function listDatabases(ctx: EngineContext): { name: string; sizeOnDisk: number; empty: boolean }[] {
  const dbs = new Map<string, { size: number; count: number }>();
  for (const c of ctx.catalog.list()) {
    const entry = dbs.get(c.meta.db) ?? { size: 0, count: 0 };
    entry.size += c.size + COLLECTION_OVERHEAD_BYTES;
    entry.count += c.count;
    dbs.set(c.meta.db, entry);
  }
  return [...dbs.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, e]) => ({ name, sizeOnDisk: e.size, empty: e.count === 0 }));
}

export function listCollections(ctx: EngineContext, db: string, filter?: Document): CollectionInfo[] {
  const infos = ctx.catalog
    .list(db)
    .sort((a, b) => (a.meta.name < b.meta.name ? -1 : 1))
    .map((c): CollectionInfo =>
      typeof c.meta.options.viewOn === 'string'
        ? { name: c.meta.name, type: 'view', options: c.meta.options, info: { readOnly: true } }
        : {
            name: c.meta.name,
            type: 'collection',
            options: c.meta.options,
            info: { readOnly: false, uuid: c.meta.uuid },
            idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
          },
    );
  if (!filter || Object.keys(filter).length === 0) return infos;
  const match = compileFilter(filter);
  return infos.filter((i) => match(i));
}

export function createCollection(ctx: EngineContext, db: string, name: string, options: Document = {}): void {
  validateNamespace(db, name);
  for (const opt of UNSUPPORTED_OPTIONS) {
    if (options[opt] !== undefined && options[opt] !== false) {
      throw new MongoCommandError(115, `collection option '${opt}' is not supported by embedded-mongo`, 'CommandNotSupported');
    }
  }
  checkValidationOptions(options);
  checkViewOptions(options);
  ctx.write(() => {
    if (ctx.catalog.get(db, name)) throw new MongoCommandError(48, `Collection ${db}.${name} already exists.`, 'NamespaceExists');
    ctx.catalog.create(db, name, options);
  });
}

export function dropCollection(ctx: EngineContext, db: string, name: string): boolean {
  return ctx.write(() => {
    const state = ctx.catalog.get(db, name);
    if (!state) return false;
    ctx.catalog.drop(state);
    return true;
  });
}

export function dropDatabase(ctx: EngineContext, db: string): void {
  ctx.write(() => {
    for (const state of ctx.catalog.list(db)) ctx.catalog.drop(state);
  });
}

/** collMod of the validation options and of an index (hidden, TTL); anything else is refused (115), not ignored. */
export function modifyCollection(ctx: EngineContext, db: string, name: string, changes: Document): Document {
  for (const key of Object.keys(changes)) {
    if (!(VALIDATION_OPTIONS as readonly string[]).includes(key) && key !== 'index') {
      throw new MongoCommandError(115, `collMod option '${key}' is not supported by embedded-mongo`, 'CommandNotSupported');
    }
  }
  const { index: indexChange, ...validation } = changes;
  checkValidationOptions(validation);
  return ctx.write(() => {
    const state = ctx.catalog.get(db, name);
    if (!state) throw new MongoCommandError(26, `ns does not exist: ${db}.${name}`, 'NamespaceNotFound');
    const reply = indexChange === undefined ? {} : modifyIndex(state, indexChange);
    // A new options object, so validators compiled for the old one are not reused.
    const options: Document = { ...state.meta.options, ...validation };
    for (const key of VALIDATION_OPTIONS) if (options[key] === undefined) delete options[key];
    state.meta.options = options;
    ctx.catalog.save(state);
    return reply;
  });
}
