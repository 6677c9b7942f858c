import { createService, secretServiceEnv, type BaseServiceEnv } from '@dop/service-kit';
import { z } from 'zod';
import { signedHeaders } from '../src/identity';
import { buildTestApp, testEnv } from '../src/test-app';
import { startMongo } from '../src/mongo';
import { startNats, type TestNats } from '../src/nats-server';

jest.setTimeout(40_000);

const echoApp = (config: BaseServiceEnv) =>
  createService({
    name: 'echo',
    config,
    nats: true,
    logger: false,
    routes: async (app) => {
      app.get('/me', { schema: { response: { 200: z.object({ userId: z.string() }) } } }, async (req) => ({
        userId: req.identity.userId,
      }));
    },
  });

describe('testEnv', () => {
  it('is a valid service env with the test secret and silent logs', () => {
    const env = testEnv({ env: { SECRETS_KEY: Buffer.alloc(32).toString('base64') } });
    expect(secretServiceEnv.parse(env)).toMatchObject({ PORT: 0, LOG_LEVEL: 'silent' });
  });
});

describe('buildTestApp', () => {
  it('starts its own nats-server, builds the app, and stops both on close', async () => {
    const t = await buildTestApp({ build: echoApp, nats: true });
    const res = await t.app.inject({ method: 'GET', url: '/me', headers: signedHeaders({ userId: 'u-9' }) });
    expect(res.json()).toEqual({ userId: 'u-9' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const pid = t.nats!.pid;
    await t.close();
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('leaves a shared nats-server running', async () => {
    const shared: TestNats = await startNats();
    try {
      const t = await buildTestApp({ build: echoApp, nats: shared });
      expect(t.config.NATS_URL).toBe(shared.url);
      await t.close();
      expect(() => process.kill(shared.pid, 0)).not.toThrow();
    } finally {
      await shared.stop();
    }
  });

  it('gives every app its own database on a shared embedded Mongo', async () => {
    const mongo = await startMongo();
    const build = (config: BaseServiceEnv) => createService({ name: 'echo', config, mongo: true, logger: false });
    try {
      const a = await buildTestApp({ build, mongo });
      const b = await buildTestApp({ build, mongo });
      const dbA = a.app.mongo.db?.databaseName;
      expect(dbA).toMatch(/^test_[0-9a-f]{32}$/);
      expect(b.app.mongo.db?.databaseName).not.toBe(dbA);
      await a.app.mongo.collection('things').insertOne({ n: 1 });
      expect(await b.app.mongo.collection('things').countDocuments()).toBe(0);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await mongo.stop();
    }
  });

  it('validates the env with the service schema before building', async () => {
    const schema = z.object({ NEEDS_THIS: z.string() });
    await expect(buildTestApp({ build: async () => ({ close: async () => undefined }), schema })).rejects.toThrow(
      'NEEDS_THIS: is required',
    );
  });
});
