// One index of a collection at run time: its fields and directions, which documents it covers
// (sparse, partial) and the keys a document produces (one per array element: multikey).
import type { Document } from 'bson';
import { compileFilter, valuesAtPath } from '../query';
import { toNumber } from '../query/bson-types';
import { MongoCommandError, type IndexSpec } from '../engine/types';
import { KeyWriter } from './key-writer';
import { writeValue } from './key-codec';
import { collationFold, type Fold } from './collation-fold';
import { kindOf, type IndexKind } from '../engine/index-special';
import type { TextIndexInfo } from '../query/text-search';

/** What the catalog stores per index. `multikey` turns on once any document gave several keys. */
export interface IndexMeta {
  id: number;
  spec: IndexSpec;
  multikey: boolean;
}

// LMDB's key limit is 1978 bytes; a non-unique entry appends an 8-byte record id.
const MAX_KEY_BYTES = 1960;

export class IndexDef {
  readonly fields: string[];
  readonly dirs: number[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly partial?: (doc: Document) => boolean;
  /** Seconds after the indexed date a document expires (TTL index). */
  readonly ttlSeconds?: number;
  /** Set for a case/accent-insensitive collation: string keys are folded (equality use only). */
  readonly fold?: Fold;
  /**
   * 'text' and 'geo' indexes hold no entries: $text tests documents through the query layer (language-neutral
   * tokens need no index to be exact), and geospatial queries are refused. The planner never uses them.
   */
  readonly kind: IndexKind;
  /** The fields and weights $text searches, for a text index. */
  readonly text?: TextIndexInfo;

  constructor(readonly meta: IndexMeta) {
    const key = meta.spec.key;
    this.fields = Object.keys(key);
    // 'hashed' fields serve equality only; they are stored ascending by value.
    this.dirs = this.fields.map((f) => (typeof key[f] === 'string' ? 1 : toNumber(key[f]) < 0 ? -1 : 1));
    // The _id index is unique without saying so in its spec (listIndexes shows no `unique` for it).
    this.unique = !!meta.spec.unique || meta.spec.name === '_id_';
    this.sparse = !!meta.spec.sparse;
    if (meta.spec.partialFilterExpression) this.partial = compileFilter(meta.spec.partialFilterExpression);
    if (meta.spec.expireAfterSeconds !== undefined) this.ttlSeconds = toNumber(meta.spec.expireAfterSeconds);
    this.fold = collationFold(meta.spec.collation);
    this.kind = kindOf(key);
    if (this.kind === 'text') {
      const weights = Object.entries((meta.spec.weights ?? {}) as Document).map(([f, w]) => [f, toNumber(w)] as [string, number]);
      this.text = { weights, wildcard: weights.some(([f]) => f === '$**') };
    }
  }

  get id(): number {
    return this.meta.id;
  }

  get name(): string {
    return this.meta.spec.name;
  }

  get isIdIndex(): boolean {
    return this.name === '_id_';
  }

  /** The key tuples of a document ([] when the index skips it) and whether arrays produced several. */
  keyTuples(doc: Document): { tuples: unknown[][]; multikey: boolean } {
    if (this.kind !== 'btree') return { tuples: [], multikey: false };
    if (this.partial && !this.partial(doc)) return { tuples: [], multikey: false };
    if (this.fields.length === 1) {
      // The common single-field index, without the cross product's intermediate arrays.
      const values = valuesAtPath(doc, this.fields[0]);
      if (values.length === 0) return { tuples: this.sparse ? [] : [[null]], multikey: false };
      return { tuples: values.map((v) => [v]), multikey: values.length > 1 };
    }
    const perField = this.fields.map((f) => valuesAtPath(doc, f));
    if (this.sparse && perField.every((v) => v.length === 0)) return { tuples: [], multikey: false };
    const arrayFields = this.fields.filter((_, i) => perField[i].length > 1);
    if (arrayFields.length > 1) {
      throw new MongoCommandError(171, `cannot index parallel arrays [${arrayFields[1]}] [${arrayFields[0]}]`, 'CannotIndexParallelArrays');
    }
    let tuples: unknown[][] = [[]];
    for (const values of perField) {
      const options = values.length ? values : [null];
      tuples = tuples.flatMap((t) => options.map((v) => [...t, v]));
    }
    return { tuples, multikey: arrayFields.length > 0 };
  }

  /** [indexId][components]: each component inverted for a descending field. */
  encode(values: unknown[]): Buffer {
    const w = new KeyWriter(64);
    w.u32(this.id);
    for (let i = 0; i < values.length; i++) {
      const from = w.length;
      const v = values[i];
      writeValue(w, this.fold && typeof v === 'string' ? this.fold(v) : v);
      if (this.dirs[i] < 0) w.invertFrom(from);
    }
    if (w.length > MAX_KEY_BYTES) {
      throw new MongoCommandError(17280, `key too large to index, failing ${this.name} (${w.length} bytes)`, 'KeyTooLong');
    }
    return w.toBuffer();
  }

  /** The distinct encoded keys of a document, each with the values it came from. */
  keysOf(doc: Document): { keys: Map<string, { key: Buffer; values: unknown[] }>; multikey: boolean } {
    const { tuples, multikey } = this.keyTuples(doc);
    const keys = new Map<string, { key: Buffer; values: unknown[] }>();
    for (const values of tuples) {
      const key = this.encode(values);
      keys.set(key.toString('latin1'), { key, values });
    }
    return { keys, multikey };
  }

  /** The entry stored in LMDB: unique indexes map key -> recordId, others append the recordId. */
  entryKey(key: Buffer, recordId: number): Buffer {
    if (this.unique) return key;
    const w = new KeyWriter(key.length + 8);
    w.bytes(key);
    w.u64(recordId);
    return w.toBuffer();
  }
}
