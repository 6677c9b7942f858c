// One embedded Mongo and one nats-server per test file; the operations app can be stopped and started
// again on the same database, as a redeploy would.
import { randomUUID } from 'node:crypto';
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, ResultChanged } from '@dop/contracts/ops';
import { ensureStream, parseEnv, publishEvent, type EventInput, type ServiceApp } from '@dop/service-kit';
import { signedHeaders, startMongo, startNats, testEnv, type TestMongo, type TestNats } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { operationsEnv, type OperationsEnv } from '../../src/config';

export const ANN = { userId: 'u-ann', userName: 'ann' };
export const BOB = { userId: 'u-bob', userName: 'bob' };

export interface Harness {
  mongo: TestMongo;
  nats: TestNats;
  publisher: NatsConnection;
  config: OperationsEnv;
  start(opts?: BuildOptions): Promise<ServiceApp>;
  stop(): Promise<void>;
  app(): ServiceApp;
  publishLog(input: EventInput<typeof LogAppended>): Promise<void>;
  publishResult(input: EventInput<typeof ResultChanged>): Promise<void>;
  get(url: string, user?: { userId: string; userName: string }, headers?: Record<string, string>): Promise<InjectResponse>;
  close(): Promise<void>;
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const mongo = await startMongo();
  const nats = await startNats();
  const publisher = await connect({ servers: nats.url });
  await ensureStream(await publisher.jetstreamManager(), { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  const js = publisher.jetstream();
  const config = parseEnv(
    operationsEnv,
    testEnv({ mongoUri: mongo.uriFor(`ops_${randomUUID().slice(0, 8)}`), natsUrl: nats.url, env: { INGEST_FLUSH_MS: '5', ...env } }),
  );
  let current: ServiceApp | undefined;
  const h: Harness = {
    mongo,
    nats,
    publisher,
    config,
    async start(opts) {
      current = await buildApp(config, opts);
      return current;
    },
    async stop() {
      await current?.close();
      current = undefined;
    },
    app() {
      if (!current) throw new Error('operations app is not running');
      return current;
    },
    async publishLog(input) {
      await publishEvent(js, OPS_SUBJECTS.logAppended, LogAppended, input);
    },
    async publishResult(input) {
      await publishEvent(js, OPS_SUBJECTS.resultChanged, ResultChanged, input);
    },
    get(url, user = ANN, headers = {}) {
      return h.app().inject({ method: 'GET', url, headers: { ...signedHeaders(user), ...headers } });
    },
    async close() {
      await h.stop();
      await publisher.close();
      await nats.stop();
      await mongo.stop();
    },
  };
  return h;
}
