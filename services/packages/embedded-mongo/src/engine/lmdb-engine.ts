// The Engine over LMDB: each method delegates to the module that owns it.
import type { Document } from 'bson';
import { valuesAtPath, compareValues } from '../query';
import { acquireLock, type DataDirLock } from '../storage/lock-file';
import { encodeValue } from '../storage/key-codec';
import { openStore } from '../storage/store';
import { aggregate } from './aggregate';
import { createCollection, dropCollection, dropDatabase, listCollections, listDatabases, modifyCollection } from './collections';
import { EngineContext } from './context';
import { deleteDocuments } from './delete';
import { totals, type ScanStats } from './executor';
import { explainFind } from './explain';
import { explainCommand } from './explain-commands';
import { findAndModify } from './find-and-modify';
import { createIndexes, dropIndexes, listIndexes } from './index-ddl';
import { insertDocuments } from './insert';
import { findDocuments, mapIterable, matching } from './read';
import { countAsPipeline, findAsPipeline, resolveView } from './views';
import { expireTtl } from './ttl';
import type {
  AggregateOptions,
  CollectionInfo,
  ExplainRequest,
  DeleteStatement,
  Durability,
  Engine,
  FindAndModifySpec,
  FindOptions,
  IndexSpec,
  UpdateStatement,
  WriteOptions,
} from './types';
import { updateDocuments } from './update';

export class LmdbEngine implements Engine {
  private readonly ctx: EngineContext;
  private closed = false;

  constructor(
    dataDir: string,
    private readonly lock: DataDirLock = acquireLock(dataDir),
    durability: Durability = 'process',
  ) {
    try {
      this.ctx = new EngineContext(openStore(dataDir, durability));
    } catch (err) {
      lock.release();
      throw err;
    }
  }

  listDatabases = () => listDatabases(this.ctx);
  listCollections = (db: string, filter?: Document): CollectionInfo[] => listCollections(this.ctx, db, filter);
  createCollection = (db: string, name: string, options?: Document) => createCollection(this.ctx, db, name, options);
  dropCollection = (db: string, name: string) => dropCollection(this.ctx, db, name);
  dropDatabase = (db: string) => dropDatabase(this.ctx, db);

  insert = (db: string, coll: string, docs: Document[], ordered: boolean, options?: WriteOptions) =>
    insertDocuments(this.ctx, db, coll, docs, ordered, options);
  update = (db: string, coll: string, st: UpdateStatement[], ordered: boolean, vars?: Document, options?: WriteOptions) =>
    updateDocuments(this.ctx, db, coll, st, ordered, vars, options);
  modifyCollection = (db: string, name: string, changes: Document) => modifyCollection(this.ctx, db, name, changes);
  delete = (db: string, coll: string, st: DeleteStatement[], ordered: boolean, vars?: Document) =>
    deleteDocuments(this.ctx, db, coll, st, ordered, vars);
  findAndModify = (db: string, coll: string, spec: FindAndModifySpec) => findAndModify(this.ctx, db, coll, spec);

  find(db: string, coll: string, options: FindOptions): Iterable<Document> {
    const view = resolveView(this.ctx, db, coll);
    if (view)
      return aggregate(this.ctx, db, view.source, findAsPipeline(view, options), { let: options.let, collation: options.collation });
    return findDocuments(this.ctx, this.ctx.catalog.get(db, coll), options);
  }

  count(
    db: string,
    coll: string,
    query: Document,
    skip = 0,
    limit = 0,
    options: { collation?: Document; hint?: Document | string } = {},
  ): number {
    const view = resolveView(this.ctx, db, coll);
    if (view) {
      for (const r of aggregate(this.ctx, db, view.source, countAsPipeline(view, query, skip, limit), { collation: options.collation }))
        return Number(r.n);
      return 0;
    }
    const state = this.ctx.catalog.get(db, coll);
    if (!state) return 0;
    let n = 0;
    const qctx = this.ctx.queryContext(state, options);
    if (Object.keys(query).length === 0 && options.hint === undefined) n = state.count;
    else for (const _ of matching(this.ctx, state, { filter: query, hint: options.hint, collation: qctx.collation }, qctx)) n++;
    n = Math.max(0, n - skip);
    return limit > 0 ? Math.min(n, limit) : n;
  }

  distinct(db: string, coll: string, key: string, query: Document = {}, options: { collation?: Document } = {}): unknown[] {
    const view = resolveView(this.ctx, db, coll);
    const state = this.ctx.catalog.get(db, view ? view.source : coll);
    if (!state) return [];
    const qctx = this.ctx.queryContext(state, options);
    const docs = view
      ? aggregate(this.ctx, db, view.source, [...view.pipeline, { $match: query }], options)
      : mapIterable(matching(this.ctx, state, { filter: query, collation: qctx.collation }, qctx), (f) => f.doc);
    // Keyed by index encoding, which is equal exactly when compareValues says equal (1, 1.0, Long(1)).
    const seen = new Map<string, unknown>();
    for (const doc of docs) {
      for (const v of valuesAtPath(doc, key)) {
        const k = encodeValue(v).toString('latin1');
        if (!seen.has(k)) seen.set(k, v);
      }
    }
    const sorted = [...seen.values()].sort((a, b) => compareValues(a, b, qctx));
    if (!qctx.collation) return sorted;
    // A collation can make binary-distinct strings equal ('PING', 'ping' at strength 2): keep the first.
    return sorted.filter((v, i) => i === 0 || compareValues(sorted[i - 1], v, qctx) !== 0);
  }

  aggregate(db: string, coll: string | null, pipeline: Document[], options?: AggregateOptions): Iterable<Document> {
    const view = coll === null ? undefined : resolveView(this.ctx, db, coll);
    return view
      ? aggregate(this.ctx, db, view.source, [...view.pipeline, ...pipeline], options)
      : aggregate(this.ctx, db, coll, pipeline, options);
  }

  createIndexes = (db: string, coll: string, specs: IndexSpec[]) => createIndexes(this.ctx, db, coll, specs);
  listIndexes = (db: string, coll: string) => listIndexes(this.ctx, db, coll) as IndexSpec[] & Document[];
  dropIndexes = (db: string, coll: string, index: string | string[] | Document) => dropIndexes(this.ctx, db, coll, index);

  expireTtl = (now?: Date) => expireTtl(this.ctx, now);
  explainFind = (db: string, coll: string, options: FindOptions, verbosity = 'queryPlanner') =>
    explainFind(this.ctx, db, coll, options, verbosity);
  explain = (db: string, coll: string, request: ExplainRequest, verbosity = 'queryPlanner') =>
    explainCommand(this.ctx, db, coll, request, verbosity);
  scanTotals = (): ScanStats => ({ ...totals });

  stats(): { collections: number; documents: number; dataSize: number } {
    const all = this.ctx.catalog.list();
    return { collections: all.length, documents: all.reduce((s, c) => s + c.count, 0), dataSize: all.reduce((s, c) => s + c.size, 0) };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.ctx.store.root.close();
    } finally {
      this.lock.release();
    }
  }
}
