// createIndexes / listIndexes / dropIndexes. A build reads every document in the same transaction that
// adds the index, so a unique violation (11000) leaves neither entries nor a definition behind.
import type { Document } from 'bson';
import { deserializeDocument } from '../storage/records';
import type { IndexDef } from '../storage/index-def';
import type { CollectionState } from '../storage/catalog';
import { formatDocument } from '../storage/dup-key';
import { idPrefix, prefixRange, recordIdOf, scanRange } from '../storage/store';
import type { EngineContext } from './context';
import { normalizeSpec, sameKey, sameOptions } from './index-specs';
import { MongoCommandError, type IndexSpec } from './types';
import { assertNotView } from './views';
import { kindOf } from './index-special';

function build(ctx: EngineContext, state: CollectionState, index: IndexDef): void {
  for (const { key, value } of scanRange(ctx.store.docs, prefixRange(idPrefix(state.meta.id)))) {
    ctx.records.addToIndex(state, index, recordIdOf(key), deserializeDocument(value));
  }
}

/** True when an identical index exists; throws when the name or the key is taken by a different one. */
function exists(state: CollectionState, spec: IndexSpec): boolean {
  for (const index of state.indexes) {
    const cur = index.meta.spec;
    const keyMatch = sameKey(cur.key, spec.key);
    if (cur.name === spec.name) {
      if (keyMatch && sameOptions(cur, spec)) return true;
      if (!keyMatch) {
        throw new MongoCommandError(
          86,
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${formatDocument(spec)}, existing index: ${formatDocument(cur)}`,
          'IndexKeySpecsConflict',
        );
      }
      throw new MongoCommandError(
        85,
        `An equivalent index already exists with the same name but different options. Requested index: ${formatDocument(spec)}, existing index: ${formatDocument(cur)}`,
        'IndexOptionsConflict',
      );
    }
    if (keyMatch && sameOptions(cur, spec))
      throw new MongoCommandError(85, `Index already exists with a different name: ${cur.name}`, 'IndexOptionsConflict');
  }
  return false;
}

export function createIndexes(
  ctx: EngineContext,
  db: string,
  coll: string,
  raw: IndexSpec[],
): { createdCollectionAutomatically: boolean; numIndexesBefore: number; numIndexesAfter: number; note?: string } {
  if (raw.length === 0) throw new MongoCommandError(2, 'Must specify at least one index to create', 'BadValue');
  const specs = raw.map((r) => normalizeSpec(r));
  assertNotView(ctx, db, coll);
  return ctx.write(() => {
    const { state, created } = ctx.ensureCollection(db, coll);
    const before = state.indexes.length;
    for (const spec of specs) {
      if (exists(state, spec)) continue;
      if (kindOf(spec.key) === 'text' && state.indexes.some((i) => i.kind === 'text')) {
        throw new MongoCommandError(
          85,
          `only one text index per collection allowed, found existing text index "${state.indexes.find((i) => i.kind === 'text')!.name}"`,
          'IndexOptionsConflict',
        );
      }
      const index = ctx.catalog.newIndex(spec);
      build(ctx, state, index);
      state.indexes.push(index);
    }
    ctx.catalog.save(state);
    const after = state.indexes.length;
    return {
      createdCollectionAutomatically: created,
      numIndexesBefore: before,
      numIndexesAfter: after,
      ...(after === before ? { note: 'all indexes already exist' } : {}),
    };
  });
}

export function listIndexes(ctx: EngineContext, db: string, coll: string): IndexSpec[] {
  const state = ctx.catalog.get(db, coll);
  if (!state) throw new MongoCommandError(26, `ns does not exist: ${db}.${coll}`, 'NamespaceNotFound');
  return state.indexes.map((i) => i.meta.spec);
}

function pick(state: CollectionState, index: string | string[] | Document): IndexDef[] {
  if (index === '*') return state.indexes.filter((i) => !i.isIdIndex);
  const byName = (name: string): IndexDef => {
    const found = state.findIndex(name);
    if (!found) throw new MongoCommandError(27, `index not found with name [${name}]`, 'IndexNotFound');
    return found;
  };
  let chosen: IndexDef[];
  if (typeof index === 'string') chosen = [byName(index)];
  else if (Array.isArray(index)) chosen = index.map((n) => byName(String(n)));
  else if (index && typeof index === 'object') {
    const found = state.indexes.filter((i) => sameKey(i.meta.spec.key, index));
    if (found.length === 0) throw new MongoCommandError(27, `can't find index with key: ${formatDocument(index)}`, 'IndexNotFound');
    if (found.length > 1)
      throw new MongoCommandError(
        27,
        `${found.length} indexes found for key: ${formatDocument(index)}, identify by name instead.`,
        'AmbiguousIndexKeyPattern',
      );
    chosen = found;
  } else {
    throw new MongoCommandError(14, "'index' must be a string, an array of strings or an object", 'TypeMismatch');
  }
  if (chosen.some((i) => i.isIdIndex)) throw new MongoCommandError(72, 'cannot drop _id index', 'InvalidOptions');
  return chosen;
}

export function dropIndexes(ctx: EngineContext, db: string, coll: string, index: string | string[] | Document): { nIndexesWas: number } {
  return ctx.write(() => {
    const state = ctx.catalog.get(db, coll);
    if (!state) throw new MongoCommandError(26, `ns not found ${db}.${coll}`, 'NamespaceNotFound');
    const was = state.indexes.length;
    const drop = new Set(pick(state, index));
    for (const i of drop) ctx.catalog.clearIndex(i);
    state.indexes = state.indexes.filter((i) => !drop.has(i));
    ctx.catalog.save(state);
    return { nIndexesWas: was };
  });
}
