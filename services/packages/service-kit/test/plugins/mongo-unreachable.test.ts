// A database that goes away under a running service is the service's trouble, not the caller's and
// not a crash: the caller gets a 503 it may retry, with the shared error body.
import { signedHeaders, startMongo, testEnv, type TestMongo } from '@dop/service-testing';
import mongoose from 'mongoose';
import { createService, type ServiceApp } from '../../src/create-service';
import { baseServiceEnv, parseEnv } from '../../src/env';

jest.setTimeout(40_000);

let mongo: TestMongo;
let app: ServiceApp;

beforeAll(async () => {
  mongo = await startMongo();
  const config = parseEnv(baseServiceEnv, testEnv({ mongoUri: mongo.uriFor('unreachable') }));
  app = await createService({
    name: 'unreachable',
    config,
    logger: false,
    mongo: true,
    routes: async (a) => {
      const Note = a.mongo.model('Note', new mongoose.Schema({ text: String }));
      a.get('/notes', async () => ({ count: await Note.countDocuments() }));
    },
  });
});
afterAll(async () => {
  await app?.close();
});

test('a query after the database server stopped answers 503 database_unavailable', async () => {
  const headers = signedHeaders({ userId: 'u1', userName: 'one' });
  expect((await app.inject({ method: 'GET', url: '/notes', headers })).json()).toEqual({ count: 0 });
  await mongo.stop();
  const res = await app.inject({ method: 'GET', url: '/notes', headers });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    error: { code: 'database_unavailable', message: 'The database is not reachable at the moment; try again shortly' },
  });
});
