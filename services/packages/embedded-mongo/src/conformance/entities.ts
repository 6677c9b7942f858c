// The entity map of one test: clients, databases, collections and sessions made with the official
// driver from `createEntities`. Entity kinds outside CRUD (GridFS buckets, encryption, threads) skip the test.
import type { Document } from 'bson';
import { ClientSession, Collection, Db, MongoClient, type MongoClientOptions } from 'mongodb';
import { driverOptions } from './arguments';
import { SkipTest } from './types';

const SUPPORTED = new Set(['client', 'database', 'collection', 'session']);

export class EntityMap {
  private readonly entities = new Map<string, unknown>();
  readonly clients: MongoClient[] = [];

  constructor(
    private readonly uri: string,
    private readonly extraClientOptions: MongoClientOptions = {},
  ) {}

  get(id: string): unknown {
    if (!this.entities.has(id)) throw new Error(`undefined entity '${id}'`);
    return this.entities.get(id);
  }

  set(id: string, value: unknown): void {
    if (this.entities.has(id)) throw new Error(`entity '${id}' already exists`);
    this.entities.set(id, value);
  }

  client(id: string): MongoClient {
    return this.typed(id, MongoClient, 'client');
  }

  database(id: string): Db {
    return this.typed(id, Db, 'database');
  }

  collection(id: string): Collection {
    return this.typed(id, Collection, 'collection');
  }

  private typed<T>(id: string, cls: abstract new (...a: never[]) => T, kind: string): T {
    const v = this.get(id);
    if (!(v instanceof cls)) throw new Error(`entity '${id}' is not a ${kind}`);
    return v;
  }

  async create(specs: Document[]): Promise<void> {
    for (const spec of specs) {
      const [kind, def] = Object.entries(spec)[0] as [string, Document];
      if (!SUPPORTED.has(kind)) throw new SkipTest(`${kind} entities are out of scope for the CRUD runner`);
      if (kind === 'client') this.set(def.id, await this.newClient(def));
      if (kind === 'database') this.set(def.id, this.client(def.client).db(def.databaseName, driverOptions(def.databaseOptions ?? {})));
      if (kind === 'collection') {
        this.set(def.id, this.database(def.database).collection(def.collectionName, driverOptions(def.collectionOptions ?? {})));
      }
      if (kind === 'session') this.set(def.id, this.client(def.client).startSession(driverOptions(def.sessionOptions ?? {})));
    }
  }

  private async newClient(def: Document): Promise<MongoClient> {
    if (def.serverApi) throw new SkipTest('serverApi (versioned API) is not claimed by the server');
    if (def.observeLogMessages || def.storeEventsAsEntities) throw new SkipTest('log and event entities test the driver, not the server');
    const options: MongoClientOptions = { ...(def.uriOptions ?? {}), ...this.extraClientOptions, serverSelectionTimeoutMS: 5000 };
    const client = new MongoClient(this.uri, options);
    this.clients.push(client);
    await client.connect();
    return client;
  }

  /** Ends sessions and closes clients; errors on close are the driver's business, not the test's. */
  async close(): Promise<void> {
    for (const v of this.entities.values()) if (v instanceof ClientSession) await v.endSession().catch(() => undefined);
    await Promise.all(this.clients.map((c) => c.close().catch(() => undefined)));
    this.entities.clear();
  }
}
