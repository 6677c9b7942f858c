import { signedHeaders, startMongo, startNats, testEnv, waitFor, type TestMongo, type TestNats } from '@dop/service-testing';
import mongoose from 'mongoose';
import { baseServiceEnv, parseEnv } from '../../src/env';
import { installGracefulShutdown } from '../../src/shutdown';
import { buildTinyApp } from '../fixtures/tiny-app';

jest.setTimeout(40_000);

let mongo: TestMongo;
let nats: TestNats;
beforeAll(async () => {
  [mongo, nats] = await Promise.all([startMongo(), startNats()]);
});
afterAll(async () => {
  await Promise.all([mongo?.stop(), nats?.stop()]);
});

const config = (mongoUri: string) => parseEnv(baseServiceEnv, testEnv({ mongoUri, natsUrl: nats.url }));

describe('mongo plugin against the embedded server', () => {
  it('uses the service name as database when the URI names none, and reports ready', async () => {
    const app = await buildTinyApp(config(mongo.uri), { mongo: true, nats: true });
    try {
      expect(app.mongo.db?.databaseName).toBe('tiny');
      const Note = app.mongo.model('Note', new mongoose.Schema({ text: String }));
      await Note.create({ text: 'hello' });
      expect(await Note.countDocuments()).toBe(1);
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.json()).toEqual({ status: 'ready', checks: { mongo: true, nats: true } });
    } finally {
      await app.close();
    }
  });

  it('keeps the database the URI names', async () => {
    const app = await buildTinyApp(config(mongo.uriFor('chosen')), { mongo: true });
    try {
      expect(app.mongo.db?.databaseName).toBe('chosen');
    } finally {
      await app.close();
    }
  });

  it('graceful shutdown closes the Mongo connection and drains NATS', async () => {
    const app = await buildTinyApp(config(mongo.uri), { mongo: true, nats: true });
    const codes: number[] = [];
    const uninstall = installGracefulShutdown(app, { signals: ['SIGUSR2'], exit: (c) => codes.push(c) });
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      await waitFor(() => codes.length === 1, { what: 'exit' });
      expect(codes).toEqual([0]);
      expect(app.mongo.readyState).toBe(mongoose.ConnectionStates.disconnected);
      expect(app.nats.isClosed()).toBe(true);
    } finally {
      uninstall();
    }
  });
});

describe('database errors through the error handler', () => {
  it('a duplicate key is 409 naming the field; a failed cast or validation is 400', async () => {
    const app = await buildTinyApp(config(mongo.uriFor('errors')), {
      mongo: true,
      routes: async (r) => {
        const User = r.mongo.model('User', new mongoose.Schema({ email: { type: String, unique: true }, age: { type: Number, min: 0 } }));
        await User.init();
        r.post('/users', async (req) => {
          const body = req.body as { email: string; age?: number };
          const user = await User.create(body);
          return { id: String(user._id) };
        });
        r.get('/users/:id', async (req) => User.findById((req.params as { id: string }).id).lean());
      },
    });
    try {
      const post = (payload: object) => app.inject({ method: 'POST', url: '/users', payload, headers: signedHeaders() });
      expect((await post({ email: 'a@x.io' })).statusCode).toBe(200);
      const dup = await post({ email: 'a@x.io' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().error).toMatchObject({ code: 'conflict', details: { fields: ['email'], keyValue: { email: 'a@x.io' } } });
      const invalid = await post({ email: 'b@x.io', age: -1 });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.details).toEqual([expect.objectContaining({ path: 'age' })]);
      const cast = await app.inject({ method: 'GET', url: '/users/not-an-id', headers: signedHeaders() });
      expect(cast.statusCode).toBe(400);
      expect(cast.json().error.message).toBe('Invalid value for _id');
    } finally {
      await app.close();
    }
  });
});
