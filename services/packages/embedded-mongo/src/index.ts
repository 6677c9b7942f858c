// Programmatic API: start a MongoDB-wire-compatible server over the embedded engine.
import { openEngine } from './engine/index';
import type { Durability } from './engine/types';
import { WireServer, type Logger } from './server';
import { startTtlMonitor } from './ttl-monitor';

export interface EmbeddedMongoOptions {
  dataDir: string;
  /** See `Durability`: 'process' (default) survives kill -9; 'fsync' also survives power loss, slower. */
  durability?: Durability;
  port?: number;
  host?: string;
  ttlIntervalMs?: number;
  logger?: Logger;
  /** Enables test commands (`configureFailPoint`), as mongod's `--setParameter enableTestCommands=1`. */
  enableTestCommands?: boolean;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

const silent: Logger = { info: () => undefined, error: () => undefined };

export async function startEmbeddedMongo(opts: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const host = opts.host ?? '127.0.0.1';
  const logger = opts.logger ?? silent;
  const engine = openEngine({ dataDir: opts.dataDir, durability: opts.durability });
  const ttlMonitorSleepSecs = (opts.ttlIntervalMs ?? 30_000) / 1000;
  const server = new WireServer(engine, logger, { enableTestCommands: opts.enableTestCommands, ttlMonitorSleepSecs });
  let port: number;
  try {
    port = await server.listen(opts.port ?? 0, host);
  } catch (err) {
    await engine.close();
    throw err;
  }
  const stopTtl = startTtlMonitor(engine, server, logger);
  return {
    uri: `mongodb://${host}:${port}/?directConnection=true`,
    port,
    async stop() {
      stopTtl();
      await server.close();
      await engine.close();
    },
  };
}

export { WireServer } from './server';
export type { Logger } from './server';
