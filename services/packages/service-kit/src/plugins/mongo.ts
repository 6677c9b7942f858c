// One mongoose connection per app (not the global one) so tests can run several apps in one process.
import type { FastifyInstance } from 'fastify';
import mongoose, { type Connection } from 'mongoose';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's database connection; define models with `app.mongo.model(name, schema)`. */
    mongo: Connection;
  }
}

export interface MongoOptions {
  uri: string;
  /** Used when the URI names no database (design.md §5: one database per service). */
  defaultDbName: string;
  serverSelectionTimeoutMS?: number;
}

/** The database named in the URI path, or null when it names none. */
export function databaseFromUri(uri: string): string | null {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(uri);
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return name === '' ? null : name;
}

/** Credentials never reach logs or error messages. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

export async function connectMongo(opts: MongoOptions): Promise<Connection> {
  const dbName = databaseFromUri(opts.uri) ?? opts.defaultDbName;
  const conn = mongoose.createConnection(opts.uri, {
    dbName,
    // Fail fast at start instead of mongoose's 30 s default, so a wrong URI is obvious.
    serverSelectionTimeoutMS: opts.serverSelectionTimeoutMS ?? 3000,
    // The driver notices a dead server at its next heartbeat (10 s by default); /readyz and the
    // gateway's /healthz should say so within a couple of seconds.
    heartbeatFrequencyMS: 2000,
  });
  try {
    await conn.asPromise();
  } catch (err) {
    await conn.close().catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`MongoDB at ${redactUri(opts.uri)} is unreachable: ${reason}`);
  }
  return conn;
}

export async function installMongo(app: FastifyInstance, opts: MongoOptions): Promise<void> {
  const conn = await connectMongo(opts);
  conn.on('disconnected', () => app.log.warn('mongo disconnected'));
  conn.on('reconnected', () => app.log.info('mongo reconnected'));
  app.decorate('mongo', conn);
  app.readinessChecks.set('mongo', () => conn.readyState === mongoose.ConnectionStates.connected);
  app.addHook('onClose', async () => {
    await conn.close();
  });
}
