import { startMongo, startNats, testEnv, waitFor, type TestMongo, type TestNats } from '@dop/service-testing';
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
