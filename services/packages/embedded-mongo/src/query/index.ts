// The query layer: pure functions over BSON documents (no storage). The engine (src/engine, src/storage)
// calls only these exports. Documents are in the form BSON.deserialize(buf, BSON_VALUE_OPTIONS) gives:
// Int32 / Double / Long / Decimal128 wrappers stay as they are and are written back exactly.
// Every function throws MongoCommandError (src/engine/types) with MongoDB's own code for bad input.
import type { Document } from 'bson';

export interface QueryContext {
  /** Variables for $expr / pipelines ($$name), from a command's `let`. */
  vars?: Document;
  /** Only `locale: 'en'` with `strength: 1 | 2` (case-insensitive) is honoured; others compare binary. */
  collation?: Document;
}

export interface UpdateOptions extends QueryContext {
  arrayFilters?: Document[];
  /** True while building an upserted document: $setOnInsert applies. */
  isInsert: boolean;
  /** The statement's query, for the positional `$` operator. */
  query?: Document;
}

export interface PipelineContext extends QueryContext {
  /** Documents of another collection of the same database ($lookup, $unionWith, $graphLookup). */
  collection(name: string): Iterable<Document>;
}

/** MongoDB's total order over BSON values (type order, then value; numbers across Int32/Long/Double/Decimal128). */
export declare function compareValues(a: unknown, b: unknown, ctx?: QueryContext): number;
/** Equality as `{ field: value }` matching sees it (1 == 1.0 == Long(1)). */
export declare function valuesEqual(a: unknown, b: unknown, ctx?: QueryContext): boolean;
/** Compiles a query filter; throws 2 BadValue for unknown operators. */
export declare function compileFilter(filter: Document, ctx?: QueryContext): (doc: Document) => boolean;
/** Compiles a sort spec ({a: 1, b: -1}, {$meta} unsupported → 2). */
export declare function compileSort(sort: Document, ctx?: QueryContext): (a: Document, b: Document) => number;
/** Compiles a find projection (inclusion / exclusion / $slice / $elemMatch / positional). */
export declare function compileProjection(projection: Document, query?: Document): (doc: Document) => Document;
/** Applies an update document ($set …), a replacement, or a pipeline update; returns a new document. */
export declare function applyUpdate(doc: Document, update: Document | Document[], opts: UpdateOptions): { doc: Document; modified: boolean };
/** The document an upsert starts from: the equality fields of the query (and its _id). */
export declare function upsertSeed(query: Document): Document;
/** True when `update` is a replacement document (no $-operators), false for operators; throws on a mix. */
export declare function isReplacement(update: Document | Document[]): boolean;
/** Runs an aggregation pipeline lazily where it can. $out / $merge are not handled here: the engine strips them. */
export declare function runPipeline(source: Iterable<Document>, pipeline: Document[], ctx: PipelineContext): Iterable<Document>;
/** Value(s) at a dotted path, expanding arrays as MongoDB does for index keys and distinct. */
export declare function valuesAtPath(doc: Document, path: string): unknown[];
