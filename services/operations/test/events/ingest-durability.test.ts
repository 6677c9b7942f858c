// Issue 7 acceptance: events published while the service is down are all stored once it is back,
// none lost and none doubled, including redeliveries and duplicates that got past JetStream's dedupe.
import { randomUUID } from 'node:crypto';
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, ResultChanged } from '@dop/contracts/ops';
import { waitFor } from '@dop/service-testing';
import { DURABLES } from '../../src/events/consumers';
import { ANN, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
const encoder = new TextEncoder();
const LOGS = 8_000;
const RESULTS = 2_000;
const ROWS = 500;
const START = Date.now();

beforeAll(async () => {
  h = await startHarness();
}, 60_000);

afterAll(() => h.close());

function logEvent(i: number): LogAppended {
  return LogAppended.parse({
    eventId: `log-${i}`,
    version: 1,
    occurredAt: new Date(Date.now() - i).toISOString(),
    actor: ANN,
    message: `line ${i}`,
    operationType: 'domain-records',
    domain: `d-${i % 300}.com`,
  });
}

function resultEvent(i: number): ResultChanged {
  return ResultChanged.parse({
    eventId: `res-${i}`,
    version: 1,
    // Later events for a row are newer, so the last one must win whatever order they are applied in.
    // Recent times: the retention TTL must not remove rows while the test counts them.
    occurredAt: new Date(START - (RESULTS - i) * 1000).toISOString(),
    actor: ANN,
    operationType: 'cloudflare',
    domain: `row-${i % ROWS}.com`,
    userId: ANN.userId,
    statuses: { cloudflare: `Success ${i}` },
  });
}

/** Raw publish with our own msgID: a fresh one lets a duplicate through JetStream, as a late retry would. */
async function publishAll(events: { subject: string; body: object; msgID: string }[]) {
  const js = h.publisher.jetstream();
  for (let i = 0; i < events.length; i += 500) {
    await Promise.all(
      events.slice(i, i + 500).map((e) => js.publish(e.subject, encoder.encode(JSON.stringify(e.body)), { msgID: e.msgID })),
    );
  }
}

async function pending(durable: string) {
  const info = await (await h.publisher.jetstreamManager()).consumers.info(OPS_STREAM.name, durable);
  return info.num_pending + info.num_ack_pending;
}

it('stores 10,000 events published while it was stopped, each exactly once', async () => {
  // The first start creates the durable consumers, as a deployed service would have long ago.
  await h.start();
  await h.stop();

  const logs = Array.from({ length: LOGS }, (_, i) => ({ subject: OPS_SUBJECTS.logAppended, body: logEvent(i), msgID: `log-${i}` }));
  const results = Array.from({ length: RESULTS }, (_, i) => ({
    subject: OPS_SUBJECTS.resultChanged,
    body: resultEvent(i),
    msgID: `res-${i}`,
  }));
  // 300 events published a second time under new msgIDs: JetStream stores them, the service must not.
  const dupes = [...logs.slice(0, 200), ...results.slice(0, 100)].map((e) => ({ ...e, msgID: randomUUID() }));
  await publishAll([...logs, ...results, ...dupes]);

  // Start, let it ingest part of the backlog, stop mid-way, start again: nothing may go missing or double.
  const app = await h.start();
  await waitFor(async () => (await app.mongo.collection('logs').countDocuments()) > 0, { timeoutMs: 30_000 });
  await h.stop();
  const again = await h.start();

  await waitFor(async () => (await pending(DURABLES.logs)) === 0 && (await pending(DURABLES.results)) === 0, {
    timeoutMs: 120_000,
    intervalMs: 200,
    what: 'both consumers drained',
  });
  const db = again.mongo;
  expect(await db.collection('logs').countDocuments()).toBe(LOGS);
  expect((await db.collection('logs').distinct('_id')).length).toBe(LOGS);
  expect(await db.collection('results').countDocuments()).toBe(ROWS);

  // Row k got events k, k+500, k+1000, k+1500: the newest status wins.
  const row7 = await db.collection('results').findOne({ _id: 'cloudflare:row-7.com' as never });
  expect(row7?.statuses).toEqual({ cloudflare: `Success ${1500 + 7}` });
  const page = (await h.get('/api/logs?period=all&limit=1000')).json().logs;
  expect(page).toHaveLength(1000);
}, 180_000);
