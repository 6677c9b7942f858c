// The contract between the wire/command layer (src/wire, src/commands) and the storage/query engine
// (src/engine, src/storage). Documents cross it in the form `BSON.deserialize(buf, BSON_VALUE_OPTIONS)`
// gives, so Int32 / Double / Long / Decimal128 stay distinct and are written back exactly as received.
import type { Document } from 'bson';

/** Deserialize options used for every incoming message: exact numeric types survive the round trip. */
export const BSON_VALUE_OPTIONS = { promoteValues: false, promoteLongs: false, promoteBuffers: false } as const;

/** A MongoDB server error: the command layer turns it into `{ ok: 0, errmsg, code, codeName, ...extra }`. */
export class MongoCommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly codeName: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }
}

/** One failed document of a write command, as MongoDB reports it inside `writeErrors`. */
export interface WriteError {
  index: number;
  code: number;
  errmsg: string;
  /** For 11000 duplicate key: the index key pattern and the offending values. */
  keyPattern?: Document;
  keyValue?: Document;
  errInfo?: Document;
}

export interface FindOptions {
  filter?: Document;
  sort?: Document;
  projection?: Document;
  skip?: number;
  /** 0 or absent: no limit. */
  limit?: number;
  hint?: Document | string;
  collation?: Document;
  /** Variables for $expr ($$name), from the command's `let`. */
  let?: Document;
}

export interface UpdateStatement {
  q: Document;
  /** Replacement / operator document, or an aggregation pipeline (pipeline update). */
  u: Document | Document[];
  upsert?: boolean;
  multi?: boolean;
  arrayFilters?: Document[];
  hint?: Document | string;
  collation?: Document;
  /** 8.0: which matching document a single (non-multi) update takes, the first in this order. */
  sort?: Document;
}

export interface UpdateOutcome {
  n: number;
  nModified: number;
  upserted: { index: number; _id: unknown }[];
  writeErrors: WriteError[];
}

export interface DeleteStatement {
  q: Document;
  /** 0 = all matching, 1 = one. */
  limit: number;
  hint?: Document | string;
  collation?: Document;
}

export interface FindAndModifySpec {
  query?: Document;
  sort?: Document;
  remove?: boolean;
  update?: Document | Document[];
  new?: boolean;
  fields?: Document;
  upsert?: boolean;
  arrayFilters?: Document[];
  hint?: Document | string;
  collation?: Document;
  let?: Document;
  bypassDocumentValidation?: boolean;
}

/** Options of insert and update commands that are not per statement. */
export interface WriteOptions {
  /** Skip the collection's validator (the command's `bypassDocumentValidation`). */
  bypassDocumentValidation?: boolean;
}

export interface FindAndModifyOutcome {
  value: Document | null;
  lastErrorObject: { n: number; updatedExisting?: boolean; upserted?: unknown };
}

export interface AggregateOptions {
  let?: Document;
  collation?: Document;
  /** The index the leading $match / $sort reads, as find's hint. */
  hint?: Document | string;
  /** The server's sessions, for $listLocalSessions (the engine does not track sessions itself). */
  localSessions?: () => Iterable<Document>;
}

/** What `explain` describes besides find: the part of the command that reads the collection. */
export type ExplainRequest =
  | { kind: 'aggregate'; pipeline: Document[]; hint?: Document | string; collation?: Document; let?: Document }
  | {
      kind: 'count' | 'distinct' | 'update' | 'delete';
      filter: Document;
      sort?: Document;
      hint?: Document | string;
      collation?: Document;
      /** count's skip and limit; delete's limit 1. */
      skip?: number;
      limit?: number;
    };

export interface CollectionInfo {
  name: string;
  type: 'collection' | 'view';
  options: Document;
  /** Views are read-only and have no uuid or _id index. */
  info: { readOnly: boolean; uuid?: unknown };
  idIndex?: Document;
}

export interface IndexSpec {
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

export interface Engine {
  listDatabases(): { name: string; sizeOnDisk: number; empty: boolean }[];
  listCollections(db: string, filter?: Document): CollectionInfo[];
  /** Throws MongoCommandError 48 NamespaceExists when it exists. */
  createCollection(db: string, name: string, options?: Document): void;
  /** False when the collection did not exist. */
  dropCollection(db: string, name: string): boolean;
  dropDatabase(db: string): void;

  /** Each call is one storage transaction. `ordered` stops at the first error. */
  insert(db: string, coll: string, docs: Document[], ordered: boolean, options?: WriteOptions): { n: number; writeErrors: WriteError[] };
  update(db: string, coll: string, statements: UpdateStatement[], ordered: boolean, vars?: Document, options?: WriteOptions): UpdateOutcome;
  /** collMod: validator, validationLevel, validationAction, index ({name | keyPattern, hidden, expireAfterSeconds}); returns the reply's fields. Throws 26 for a missing collection. */
  modifyCollection(db: string, name: string, changes: Document): Document | void;
  delete(
    db: string,
    coll: string,
    statements: DeleteStatement[],
    ordered: boolean,
    vars?: Document,
  ): { n: number; writeErrors: WriteError[] };
  findAndModify(db: string, coll: string, spec: FindAndModifySpec): FindAndModifyOutcome;

  /** Lazily iterated where it can be; the cursor layer pulls batches from it. */
  find(db: string, coll: string, options: FindOptions): Iterable<Document>;
  count(
    db: string,
    coll: string,
    query: Document,
    skip?: number,
    limit?: number,
    options?: { collation?: Document; hint?: Document | string },
  ): number;
  distinct(db: string, coll: string, key: string, query?: Document, options?: { collation?: Document }): unknown[];
  /** coll is null for database-level aggregation (`aggregate: 1`). Handles $out / $merge writes. */
  aggregate(db: string, coll: string | null, pipeline: Document[], options?: AggregateOptions): Iterable<Document>;

  createIndexes(
    db: string,
    coll: string,
    specs: IndexSpec[],
  ): { createdCollectionAutomatically: boolean; numIndexesBefore: number; numIndexesAfter: number; note?: string };
  listIndexes(db: string, coll: string): IndexSpec[] & Document[];
  /** index: a name, a key pattern, '*' (all but _id) or a list of names. */
  dropIndexes(db: string, coll: string, index: string | string[] | Document): { nIndexesWas: number };

  /** Optional: the plan of a find and, unless verbosity is 'queryPlanner', what running it examined. */
  explainFind?(db: string, coll: string, options: FindOptions, verbosity: string): Document;
  /** Optional: the plan of an aggregate, count, distinct, update, delete or findAndModify (nothing is written). */
  explain?(db: string, coll: string, request: ExplainRequest, verbosity: string): Document;

  /** Removes expired documents from TTL-indexed collections; the server calls it periodically. */
  expireTtl(now?: Date): number;
  stats(): { collections: number; documents: number; dataSize: number };
  close(): Promise<void>;
}

export interface OpenEngineOptions {
  /** Directory of the LMDB environment; a lock file there refuses a second server on it. */
  dataDir: string;
  /**
   * 'process' (default): a commit is in the OS page cache when the command is acknowledged, so it survives
   * kill -9 of the server; the OS writes it to disk shortly after (like mongod's default `j: false`).
   * 'fsync': each write command waits for its fsync (about 6 ms here), surviving power loss too.
   */
  durability?: Durability;
}

export type Durability = 'process' | 'fsync';
