// collMod's `index` option: hide or unhide an index (the planner never picks a hidden one, a hint to it
// is refused, its entries stay up to date) and change a TTL index's expireAfterSeconds.
import type { Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from '../query/bson-types';
import type { CollectionState } from '../storage/catalog';
import { IndexDef } from '../storage/index-def';
import { sameKey } from './index-specs';
import { MongoCommandError } from './types';

const CHANGES = new Set(['name', 'keyPattern', 'hidden', 'expireAfterSeconds', 'prepareUnique', 'unique']);

function findIndex(state: CollectionState, spec: Document): IndexDef {
  const hasName = typeof spec.name === 'string';
  const hasKey = isPlainObject(spec.keyPattern);
  if (hasName === hasKey) throw new MongoCommandError(2, 'must specify exactly one of keyPattern or name in an index spec', 'BadValue');
  const found = hasName ? state.findIndex(spec.name) : state.indexes.find((i) => sameKey(i.meta.spec.key, spec.keyPattern as Document));
  if (!found) {
    const what = hasName ? `name ${String(spec.name)}` : 'key pattern';
    throw new MongoCommandError(27, `cannot find index ${what} for ns ${state.ns}`, 'IndexNotFound');
  }
  return found;
}

/** Applies `spec` to the collection's index; returns the reply fields (hidden_old / hidden_new …). */
export function modifyIndex(state: CollectionState, spec: unknown): Document {
  if (!isPlainObject(spec))
    throw new MongoCommandError(14, "BSON field 'collMod.index' is the wrong type, expected type 'object'", 'TypeMismatch');
  for (const k of Object.keys(spec)) {
    if (!CHANGES.has(k)) throw new MongoCommandError(40415, `BSON field 'collMod.index.${k}' is an unknown field.`, 'Location40415');
  }
  const index = findIndex(state, spec);
  const reply: Document = {};
  const next = { ...index.meta.spec };
  if (spec.hidden !== undefined) {
    if (typeof spec.hidden !== 'boolean') throw new MongoCommandError(14, "BSON field 'hidden' must be a boolean", 'TypeMismatch');
    if (index.isIdIndex) throw new MongoCommandError(72, "can't hide _id index", 'InvalidOptions');
    reply.hidden_old = !!index.meta.spec.hidden;
    reply.hidden_new = spec.hidden;
    if (spec.hidden) next.hidden = true;
    else delete next.hidden;
  }
  if (spec.expireAfterSeconds !== undefined) {
    if (index.meta.spec.expireAfterSeconds === undefined)
      throw new MongoCommandError(72, 'no expireAfterSeconds field to update', 'InvalidOptions');
    if (!isNumeric(spec.expireAfterSeconds) || toNumber(spec.expireAfterSeconds) < 0) {
      throw new MongoCommandError(2, 'expireAfterSeconds must be a non-negative number', 'BadValue');
    }
    reply.expireAfterSeconds_old = index.meta.spec.expireAfterSeconds;
    reply.expireAfterSeconds_new = spec.expireAfterSeconds;
    next.expireAfterSeconds = toNumber(spec.expireAfterSeconds);
  }
  if (spec.unique !== undefined || spec.prepareUnique !== undefined) {
    throw new MongoCommandError(115, 'collMod of unique / prepareUnique is not supported by embedded-mongo', 'CommandNotSupported');
  }
  // A new definition object: the planner and TTL monitor read the spec of the index they hold.
  const at = state.indexes.indexOf(index);
  state.indexes[at] = new IndexDef({ ...index.meta, spec: next });
  return reply;
}
