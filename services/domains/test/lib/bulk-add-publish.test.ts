// publishJob against a real nats-server and embedded Mongo: while JetStream cannot take the messages
// (no stream yet) each failure is reported and the publish is retried; once the stream is there every
// item's message goes out once and the job is marked published. With no stream ever, it gives up after
// its retries and leaves the job unpublished for the next start.
import { randomUUID } from 'node:crypto';
import { DOMAINS_JOBS_STREAM } from '@dop/contracts/domains';
import { startMongo, startNats, type TestMongo, type TestNats } from '@dop/service-testing';
import mongoose from 'mongoose';
import { connect, type NatsConnection } from 'nats';
import { publishJob } from '../../src/lib/bulk-add';
import { createModels, type Models } from '../../src/models';

let mongo: TestMongo;
let nats: TestNats;
let nc: NatsConnection;
let conn: mongoose.Connection;
let models: Models;

beforeAll(async () => {
  [mongo, nats] = await Promise.all([startMongo(), startNats()]);
  nc = await connect({ servers: nats.url });
  conn = await mongoose.createConnection(mongo.uriFor('bulk_add_publish')).asPromise();
  models = createModels(conn);
});
afterAll(async () => {
  await nc?.close();
  await conn?.close();
  await Promise.all([mongo?.stop(), nats?.stop()]);
});

const actor = { userId: 'u1', userName: 'alice' };

async function newJob(domains: string[]) {
  const jobId = randomUUID();
  const items = domains.map((domain) => ({ _id: randomUUID(), domain }));
  await models.jobs.create({ _id: jobId, userId: actor.userId, userName: actor.userName, total: items.length, work: {} });
  return { jobId, items };
}

test('retries while JetStream has no stream, then publishes every item once and marks the job', async () => {
  const jsm = await nc.jetstreamManager();
  const { jobId, items } = await newJob(['one.example', 'two.example', 'three.example']);
  const errors: unknown[] = [];
  // The stream appears after the first failure, as when NATS comes up after the service.
  const onError = (err: unknown) => {
    errors.push(err);
    if (errors.length === 1) void jsm.streams.add({ name: DOMAINS_JOBS_STREAM.name, subjects: [...DOMAINS_JOBS_STREAM.subjects] });
  };
  await publishJob(models, nc.jetstream(), jobId, items, actor, onError, 100);

  expect(errors.length).toBeGreaterThanOrEqual(1);
  expect((await models.jobs.findById(jobId).lean())?.published).toBe(true);
  expect((await jsm.streams.info(DOMAINS_JOBS_STREAM.name)).state.messages).toBe(3);
  await jsm.streams.delete(DOMAINS_JOBS_STREAM.name);
});

test('gives up after its retries, reporting each failure, and leaves the job unpublished', async () => {
  const { jobId, items } = await newJob(['four.example']);
  const errors: unknown[] = [];
  await publishJob(models, nc.jetstream(), jobId, items, actor, (err) => errors.push(err), 10);

  expect(errors).toHaveLength(5);
  expect((await models.jobs.findById(jobId).lean())?.published).toBe(false);
});
