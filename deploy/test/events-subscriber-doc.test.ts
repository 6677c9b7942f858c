// docs/events/subscribing.md shows deploy/examples/events-subscriber.ts; this runs that file against a
// real nats-server with the EVENTS stream: in order, resumed by its durable name, replayed from a time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureEventsStream, stageEvent, type PendingEvent } from '@dop/service-kit';
import { startNats, waitFor, type TestNats } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { subscribe } from '../examples/events-subscriber';

const ROOT = join(__dirname, '../..');
let nats: TestNats;
let nc: NatsConnection;

beforeAll(async () => {
  nats = await startNats();
  nc = await connect({ servers: nats.url });
  await ensureEventsStream(await nc.jetstreamManager());
});
afterAll(async () => {
  await nc.close();
  await nats.stop();
});

const deleted = (name: string): PendingEvent => stageEvent('domains.domain.deleted', { domainId: name, name });
async function publish(...events: PendingEvent[]): Promise<void> {
  for (const e of events) await nc.jetstream().publish(e.subject, e.json, { msgID: e.eventId });
}

function collector() {
  const seen: string[] = [];
  return { seen, onEvent: async (_subject: string, event: { eventId: string; name?: unknown }) => void seen.push(String(event.name)) };
}

it('the page shows the example file as it is', () => {
  const page = readFileSync(join(ROOT, 'docs/events/subscribing.md'), 'utf8');
  expect(page).toContain(readFileSync(join(ROOT, 'deploy/examples/events-subscriber.ts'), 'utf8').trimEnd());
});

it('receives events in order, resumes after the last ack under its durable name, and replays from a time', async () => {
  await publish(deleted('a.com'), deleted('b.com'));
  const first = collector();
  let sub = await subscribe({ url: nats.url, durable: 'doc-reader', onEvent: first.onEvent });
  await waitFor(() => first.seen.length === 2);
  await sub.stop();
  expect(first.seen).toEqual(['a.com', 'b.com']);

  const between = new Date();
  await publish(deleted('c.com'));
  const resumed = collector();
  sub = await subscribe({ url: nats.url, durable: 'doc-reader', onEvent: resumed.onEvent });
  await waitFor(() => resumed.seen.length === 1);
  await sub.stop();
  expect(resumed.seen).toEqual(['c.com']);

  const replay = collector();
  sub = await subscribe({ url: nats.url, durable: 'doc-replay', since: between, onEvent: replay.onEvent });
  await waitFor(() => replay.seen.length === 1);
  await sub.stop();
  expect(replay.seen).toEqual(['c.com']);
});
