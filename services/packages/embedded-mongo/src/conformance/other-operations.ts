// Database, client and testRunner operations the CRUD scenarios use. Fail points need the test-only
// `configureFailPoint` command: when the server answers CommandNotFound the test is skipped, stated so.
import type { Document } from 'bson';
import type { Db, MongoClient } from 'mongodb';
import type { ResultKind } from './collection-operations';
import type { EntityMap } from './entities';
import { AssertionFailure, SkipTest } from './types';

export interface RunContext {
  entities: EntityMap;
  internal: MongoClient;
  /** Fail points enabled during the test, disabled afterwards on the same client. */
  failPoints: { client: MongoClient; name: string }[];
}

export interface OtherOperation {
  kind: ResultKind;
  run(target: any, args: Document, ctx: RunContext): Promise<unknown>;
}

const dbOp = (kind: ResultKind, run: (db: Db, args: Document) => Promise<unknown>): OtherOperation => ({ kind, run });

export const DATABASE_OPERATIONS: Record<string, OtherOperation> = {
  aggregate: dbOp('cursor', (db, { pipeline, ...o }) => db.aggregate(pipeline, o).toArray()),
  createCollection: dbOp('value', async (db, { collection, ...o }) => {
    await db.createCollection(collection, o);
    return undefined;
  }),
  dropCollection: dbOp('value', (db, { collection, ...o }) => db.dropCollection(collection, o)),
  listCollections: dbOp('cursor', (db, { filter, ...o }) => db.listCollections(filter ?? {}, o).toArray()),
  listCollectionNames: dbOp('value', async (db, { filter, ...o }) =>
    (await db.listCollections(filter ?? {}, { ...o, nameOnly: true }).toArray()).map((c) => c.name),
  ),
  runCommand: dbOp('value', (db, { command, commandName: _n, ...o }) => db.command(command, o)),
  modifyCollection: dbOp('value', (db, { collection, ...o }) => db.command({ collMod: collection, ...o })),
};

/** Unified models are `{ insertOne: { namespace, document } }`; the driver wants `{ name: 'insertOne', … }`. */
function clientModels(models: Document[]): Document[] {
  return models.map((m) => {
    const [name, body] = Object.entries(m)[0];
    return { name, ...(body as Document) };
  });
}

export const CLIENT_OPERATIONS: Record<string, OtherOperation> = {
  clientBulkWrite: { kind: 'value', run: (c: MongoClient, { models, ...o }) => c.bulkWrite(clientModels(models) as never, o) },
  listDatabases: { kind: 'cursor', run: async (c: MongoClient, o) => (await c.db('admin').admin().listDatabases(o)).databases },
  listDatabaseNames: {
    kind: 'value',
    run: async (c: MongoClient, o) => (await c.db('admin').admin().listDatabases(o)).databases.map((d) => d.name),
  },
};

async function collectionNames(internal: MongoClient, dbName: string): Promise<string[]> {
  return (await internal.db(dbName).listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
}

async function indexNames(internal: MongoClient, dbName: string, coll: string): Promise<string[]> {
  return (await internal.db(dbName).collection(coll).listIndexes().toArray()).map((i) => i.name as string);
}

export const TEST_RUNNER_OPERATIONS: Record<string, (args: Document, ctx: RunContext) => Promise<void>> = {
  async failPoint({ client, failPoint }, ctx) {
    const target = ctx.entities.client(client);
    try {
      await target.db('admin').command(failPoint);
    } catch (err) {
      if ((err as { code?: number }).code === 59)
        throw new SkipTest('failPoint: the server has no configureFailPoint (a test-only mongod command)');
      throw err;
    }
    ctx.failPoints.push({ client: target, name: failPoint.configureFailPoint });
  },
  async assertCollectionExists({ databaseName, collectionName }, ctx) {
    if (!(await collectionNames(ctx.internal, databaseName)).includes(collectionName))
      throw new AssertionFailure(`collection ${databaseName}.${collectionName} does not exist`);
  },
  async assertCollectionNotExists({ databaseName, collectionName }, ctx) {
    if ((await collectionNames(ctx.internal, databaseName)).includes(collectionName))
      throw new AssertionFailure(`collection ${databaseName}.${collectionName} exists`);
  },
  async assertIndexExists({ databaseName, collectionName, indexName }, ctx) {
    if (!(await indexNames(ctx.internal, databaseName, collectionName)).includes(indexName))
      throw new AssertionFailure(`index ${indexName} does not exist`);
  },
  async assertIndexNotExists({ databaseName, collectionName, indexName }, ctx) {
    const names = await indexNames(ctx.internal, databaseName, collectionName).catch(() => [] as string[]);
    if (names.includes(indexName)) throw new AssertionFailure(`index ${indexName} exists`);
  },
};
