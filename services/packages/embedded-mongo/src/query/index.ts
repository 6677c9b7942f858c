// The query layer: pure functions over BSON documents (no storage). The engine (src/engine, src/storage)
// calls only these exports. Documents are in the form BSON.deserialize(buf, BSON_VALUE_OPTIONS) gives:
// Int32 / Double / Long / Decimal128 wrappers stay as they are and are written back exactly.
// Every function throws MongoCommandError (src/engine/types) with MongoDB's own code for bad input.
import type { Document } from 'bson';
import './expr-ops';
import type { TextIndexInfo } from './text-search';

export interface QueryContext {
  /** Variables for $expr / pipelines ($$name), from a command's `let`. */
  vars?: Document;
  /** A MongoDB collation, applied through Intl.Collator (locale, strength, caseLevel, caseFirst, numericOrdering, alternate); `simple` compares binary. */
  collation?: Document;
  /** The collection's text index, which $text searches (without one, $text is 27 IndexNotFound). */
  textIndex?: TextIndexInfo;
  /** The text score of a document for the operation's $text query: what {$meta: 'textScore'} reads. */
  textScore?: (doc: Document) => number;
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
  /** Sessions this server has seen ({ _id: { id: UUID }, lastUse }), for $listLocalSessions; none when absent. */
  localSessions?(): Iterable<Document>;
}

/** MongoDB's total order over BSON values (type order, then value; numbers across Int32/Long/Double/Decimal128). */
export { compareValues, valuesEqual } from './compare';
/** Compiles a query filter; throws 2 BadValue for unknown operators. */
export { compileFilter } from './match';
/**
 * Compiles a sort spec ({a: 1, b: -1}, {$meta} unsupported → 2). sortDocuments sorts an array about 3x faster
 * than Array.sort with the comparator; topDocuments keeps only the first `limit` (sort followed by limit).
 */
export { compileSort, sortDocuments, topDocuments } from './sort';
/** The document an upsert starts from; true when `update` is a replacement (throws on a mix). */
export { upsertSeed, isReplacement } from './seed';
/** Value(s) at a dotted path, expanding arrays as MongoDB does for index keys and distinct. */
export { valuesAtPath } from './paths';

/** Compiles a find projection (inclusion / exclusion / $slice / $elemMatch / positional). */
export { compileProjection } from './projection';
/** Applies an update document ($set …), a replacement, or a pipeline update; returns a new document. */
export { applyUpdate } from './update';
/** Runs an aggregation pipeline lazily where it can. $out / $merge are not handled here: the engine strips them. */
export { runPipeline } from './pipeline';
/** The context with `textScore` for the filter's $text query (unchanged without one). */
export { withTextScore } from './text-meta';
export type { TextIndexInfo } from './text-search';
