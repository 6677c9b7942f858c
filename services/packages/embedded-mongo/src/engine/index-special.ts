// Text and geospatial index definitions. A text index is stored and listed in mongod's form (key
// {…prefix, _fts: 'text', _ftsx: 1, …suffix}, weights, default_language, language_override,
// textIndexVersion 3), which mongoose compares against its schema. 2d / 2dsphere definitions are accepted,
// stored and listed so schemas that declare them keep working; geospatial queries stay refused.
import type { Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from '../query/bson-types';
import { MongoCommandError } from './types';

export type IndexKind = 'btree' | 'text' | 'geo';

/** Options only text and geospatial indexes take. */
export const SPECIAL_OPTIONS = new Set([
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
  '2dsphereIndexVersion',
  'bits',
  'min',
  'max',
]);
const GEO = new Set(['2d', '2dsphere']);

function cannotCreate(message: string): MongoCommandError {
  return new MongoCommandError(67, message, 'CannotCreateIndex');
}

export function kindOf(key: Document): IndexKind {
  const values = Object.values(key);
  if (values.includes('text') || Object.hasOwn(key, '_fts')) return 'text';
  if (values.some((v) => typeof v === 'string' && GEO.has(v))) return 'geo';
  return 'btree';
}

/** Whether `v` is an index type string this server accepts ('hashed', 'text', '2d', '2dsphere'). */
export function knownType(v: string): boolean {
  return v === 'hashed' || v === 'text' || GEO.has(v);
}

function weightsOf(raw: unknown, textFields: string[]): Document {
  const out: Document = {};
  if (raw !== undefined && !isPlainObject(raw)) throw cannotCreate('weights must be an object');
  for (const f of textFields) out[f] = 1;
  for (const [f, w] of Object.entries(raw ?? {})) {
    if (!isNumeric(w) || toNumber(w) < 1 || toNumber(w) >= 100000)
      throw cannotCreate(`text index weight must be in the exclusive interval (0,100000) but found: ${String(w)}`);
    out[f] = toNumber(w);
  }
  // mongod lists weights by field name.
  return Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((f) => [f, out[f]]),
  );
}

/** The stored key and options of a text index given as {title: 'text', …} (or already as _fts / _ftsx). */
function normalizeText(raw: Document, key: Document): { key: Document; options: Document } {
  // The simple collation is no collation (mongod accepts it and lists none); any other is refused.
  const simple = isPlainObject(raw.collation) && raw.collation.locale === 'simple';
  if (raw.collation !== undefined && !simple)
    throw cannotCreate(`Index type 'text' does not support collation: ${JSON.stringify(raw.collation)}`);
  const prefix: [string, unknown][] = [];
  const suffix: [string, unknown][] = [];
  const text: string[] = [];
  const stored = Object.hasOwn(key, '_fts');
  for (const [f, v] of Object.entries(key)) {
    if (f === '_fts' || f === '_ftsx') continue;
    if (v === 'text') {
      if (suffix.length) throw cannotCreate('text index fields must be contiguous, with other fields before or after them');
      text.push(f);
    } else if (text.length || (stored && Object.keys(key).indexOf(f) > Object.keys(key).indexOf('_fts'))) suffix.push([f, v]);
    else prefix.push([f, v]);
  }
  if (stored && raw.weights === undefined) throw cannotCreate('a text index given as _fts / _ftsx needs its weights');
  return {
    key: Object.fromEntries([...prefix, ['_fts', 'text'], ['_ftsx', 1], ...suffix]),
    options: {
      weights: weightsOf(raw.weights, text),
      default_language: typeof raw.default_language === 'string' ? raw.default_language : 'english',
      language_override: typeof raw.language_override === 'string' ? raw.language_override : 'language',
      textIndexVersion: 3,
    },
  };
}

/** Key and extra options as stored for a text or geospatial index. */
export function normalizeSpecial(raw: Document, key: Document): { key: Document; options: Document } {
  const kind = kindOf(key);
  if (kind === 'text') return normalizeText(raw, key);
  const options: Document = {};
  if (Object.values(key).includes('2dsphere')) options['2dsphereIndexVersion'] = raw['2dsphereIndexVersion'] ?? 3;
  for (const opt of ['bits', 'min', 'max']) if (raw[opt] !== undefined) options[opt] = raw[opt];
  return { key, options };
}
