// whenDatabaseAnswers against a real embedded Mongo that is stopped and started again: the write waits
// for the database instead of failing; an error that is not about reaching the database fails at once.
import net from 'node:net';
import { startMongo, waitFor, type TestMongo } from '@dop/service-testing';
import mongoose, { Schema } from 'mongoose';
import { whenDatabaseAnswers } from '../../src/jobs/database-retry';

jest.setTimeout(60_000);

let mongo: TestMongo;
let conn: mongoose.Connection;

beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(mongo.uriFor('db_retry'), { serverSelectionTimeoutMS: 500, bufferCommands: false }).asPromise();
});
afterAll(async () => {
  await conn?.close();
  await mongo?.stop();
});

/** True once nothing listens on the port. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

test('a write while the database restarts lands once it is back', async () => {
  const steps = conn.model('Step', new Schema({ _id: String, outcome: String }));
  await steps.createCollection();
  let tries = 0;
  let restarted = false;
  // Down for 1.5 s, then back on the same port and data; the write starts while it is down.
  const restart = mongo.restart(1_500).then(() => (restarted = true));
  await waitFor(() => refused(mongo.port), { what: 'the database to be down' });
  const write = whenDatabaseAnswers(() => {
    tries += 1;
    return steps.updateOne({ _id: 's1' }, { $set: { outcome: 'Success' } }, { upsert: true });
  });
  await write;
  await restart;
  expect(restarted).toBe(true);
  expect(tries).toBeGreaterThan(1);
  expect(await steps.findById('s1').lean()).toMatchObject({ outcome: 'Success' });
});

test('any other error is thrown at once', async () => {
  let tries = 0;
  const failing = whenDatabaseAnswers(async () => {
    tries += 1;
    throw Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
  });
  await expect(failing).rejects.toThrow('E11000');
  expect(tries).toBe(1);
});
