// Validation and normalisation of index specifications, as createIndexes receives them.
import type { Document } from 'bson';
import { compareValues, compileFilter } from '../query';
import { bsonTag, isNumeric, toNumber } from '../query/bson-types';
import { formatDocument } from '../storage/dup-key';
import { MongoCommandError, type IndexSpec } from './types';
import { kindOf, knownType, normalizeSpecial, SPECIAL_OPTIONS } from './index-special';

const OPTIONS = new Set(['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation', 'hidden', 'storageEngine']);
// Accepted and dropped: build hints and legacy fields that do not change the index.
const IGNORED = new Set(['v', 'ns', 'background', 'dropDups']);

function cannotCreate(message: string): MongoCommandError {
  return new MongoCommandError(67, message, 'CannotCreateIndex');
}

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([f, v]) => `${f}_${typeof v === 'string' ? v : toNumber(v)}`)
    .join('_');
}

function checkKey(key: unknown): Document {
  if (key === null || typeof key !== 'object' || Array.isArray(key) || bsonTag(key) !== undefined || Object.keys(key).length === 0) {
    throw cannotCreate("The 'key' field must be a non-empty object");
  }
  for (const [field, v] of Object.entries(key as Document)) {
    if (typeof v === 'string') {
      if (!knownType(v)) throw cannotCreate(`Index type '${v}' on field '${field}' is not supported by embedded-mongo`);
    } else if (!isNumeric(v) || toNumber(v) === 0 || Number.isNaN(toNumber(v))) {
      throw cannotCreate(`Values in the index key pattern can't be 0 or non-numbers: ${formatDocument(key as Document)}`);
    }
    const wildcardText = field === '$**' && v === 'text';
    if (field === '' || (field.startsWith('$') && !wildcardText))
      throw cannotCreate(`Index key contains an illegal field name: '${field}'`);
  }
  return key as Document;
}

/** A spec as stored and listed: key, name, then the options that were set. */
export function normalizeSpec(raw: Document): IndexSpec {
  const given = checkKey(raw.key);
  const name = raw.name === undefined ? defaultIndexName(given) : raw.name;
  const kind = kindOf(given);
  // Text indexes are stored in mongod's _fts form; 2d / 2dsphere keep their key and gain their version.
  const special = kind === 'btree' ? undefined : normalizeSpecial(raw, given);
  const key = special?.key ?? given;
  if (typeof name !== 'string' || name === '')
    throw new MongoCommandError(14, "The 'name' field must be a non-empty string", 'TypeMismatch');
  const spec: IndexSpec = { key, name };
  for (const [opt, v] of Object.entries(raw)) {
    if (opt === 'key' || opt === 'name' || IGNORED.has(opt) || (special && SPECIAL_OPTIONS.has(opt))) continue;
    if (!OPTIONS.has(opt))
      throw new MongoCommandError(
        197,
        `The field '${opt}' is not valid for an index specification. Specification: ${formatDocument(raw)}`,
        'InvalidIndexSpecificationOption',
      );
    if ((opt === 'unique' || opt === 'sparse' || opt === 'hidden') && !v) continue;
    spec[opt] = v;
  }
  if (special) {
    Object.assign(spec, special.options);
    if (kind === 'text') delete spec.collation;
  }
  if (spec.expireAfterSeconds !== undefined) {
    if (!isNumeric(spec.expireAfterSeconds) || toNumber(spec.expireAfterSeconds) < 0)
      throw cannotCreate('TTL index expireAfterSeconds must be a non-negative number');
    if (Object.keys(key).length > 1) throw cannotCreate('TTL indexes are single-field indexes, compound indexes do not support TTL');
  }
  if (spec.partialFilterExpression !== undefined) {
    const pfe = spec.partialFilterExpression;
    if (pfe === null || typeof pfe !== 'object' || Array.isArray(pfe)) throw cannotCreate('partialFilterExpression must be an object');
    compileFilter(pfe);
  }
  if (name === '_id_' && !(Object.keys(key).length === 1 && key._id !== undefined))
    throw cannotCreate("The index name '_id_' is reserved for the _id index");
  return spec;
}

export function sameKey(a: Document, b: Document): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && compareValues(a[k], b[k]) === 0);
}

export function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  for (const opt of [...OPTIONS, ...SPECIAL_OPTIONS]) {
    if (opt === 'hidden' || opt === 'storageEngine') continue;
    const x = a[opt];
    const y = b[opt];
    if (x === undefined && y === undefined) continue;
    if (x === undefined || y === undefined || compareValues(x, y) !== 0) return false;
  }
  return true;
}
