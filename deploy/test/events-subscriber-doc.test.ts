// docs/events/subscribing.md shows deploy/examples/events-subscriber.ts; this runs that file against a
// real nats-server with the EVENTS stream: in order, resumed by its durable name, replayed from a time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  // The server drops the stopped subscriber's open pull once it sees the connection gone; an event
  // published before that would go to the dead pull and come back only after the ack wait.
  await waitFor(async () => (await (await nc.jetstreamManager()).consumers.info('EVENTS', 'doc-reader')).num_waiting === 0);

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

it('watch-events.ts prints each event as a JSON line with the login npm start writes, and refuses a bad --since', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'watch-events-'));
  const file = join(dir, 'subscriber.json');
  writeFileSync(file, JSON.stringify({ url: nats.url, stream: 'EVENTS' }));
  const script = join(ROOT, 'deploy/examples/watch-events.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, file, '--durable', 'watch-test', 'domains.domain.deleted'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  try {
    await waitFor(async () => (await (await nc.jetstreamManager()).consumers.info('EVENTS', 'watch-test').catch(() => null)) !== null, {
      timeoutMs: 20_000,
    });
    const e = deleted('watched.com');
    await publish(e);
    const line: string = await waitFor(() => out.split('\n').find((l) => l.includes('watched.com')) ?? false, { timeoutMs: 20_000 });
    expect(JSON.parse(line)).toMatchObject({ subject: 'domains.domain.deleted', event: { eventId: e.eventId, name: 'watched.com' } });
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
  const bad = spawnSync(process.execPath, ['--import', 'tsx', script, file, '--since', 'yesterday'], { cwd: ROOT, encoding: 'utf8' });
  expect(bad.status).toBe(1);
  expect(bad.stderr).toContain('--since yesterday: give minutes, hours or days');
}, 60_000);
