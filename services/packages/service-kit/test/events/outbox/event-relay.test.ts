import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { freshDatabase, startMongo, startNats, waitFor, type TestMongo, type TestNats } from '@dop/service-testing';
import mongoose from 'mongoose';
import { connect, type NatsConnection } from 'nats';
import { DEAD_LETTERS_COLLECTION } from '../../../src/events/outbox/dead-letters';
import { EventRelay } from '../../../src/events/outbox/event-relay';
import { ensureEventsStream } from '../../../src/events/outbox/events-stream';
import {
  indexPendingEvents,
  PENDING_EVENTS_FILTER,
  pendingEventsPath,
  pushEvents,
  stageEvent,
} from '../../../src/events/outbox/stage-event';
import { deleteWithEvent, recordEvents, tombstonesOf } from '../../../src/events/outbox/tombstones';

let mongo: TestMongo;
let nats: TestNats;
let storeDir: string;
let nc: NatsConnection;
let conn: mongoose.Connection;
let relays: EventRelay[] = [];

beforeAll(async () => {
  mongo = await startMongo();
  storeDir = await mkdtemp(join(tmpdir(), 'relay-nats-'));
  nats = await startNats({ storeDir });
  nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
  await ensureEventsStream(await nc.jetstreamManager());
});
afterAll(async () => {
  await nc.close();
  await nats.stop();
  await mongo.stop();
  await rm(storeDir, { recursive: true, force: true });
});
beforeEach(async () => {
  conn = await mongoose.createConnection(freshDatabase(mongo, 'relay')).asPromise();
  await (await nc.jetstreamManager()).streams.purge(EVENTS_STREAM.name);
});
afterEach(async () => {
  await Promise.all(relays.map((r) => r.stop()));
  relays = [];
  await conn.close();
});

function relay(extra: Partial<ConstructorParameters<typeof EventRelay>[0]> = {}): EventRelay {
  const r = new EventRelay({ db: conn.db!, collections: ['things'], js: nc.jetstream(), intervalMs: 100, publishTimeoutMs: 500, ...extra });
  relays.push(r);
  return r;
}

/** Every event on EVENTS, read by sequence. */
async function published(): Promise<Array<{ subject: string; msgId: string | undefined; body: Record<string, unknown> }>> {
  const jsm = await nc.jetstreamManager();
  const { state } = await jsm.streams.info(EVENTS_STREAM.name);
  const out: Array<{ subject: string; msgId: string | undefined; body: Record<string, unknown> }> = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
    const m = await jsm.streams.getMessage(EVENTS_STREAM.name, { seq });
    out.push({ subject: m.subject, msgId: m.header?.get('Nats-Msg-Id'), body: m.json() });
  }
  return out;
}

async function publishedCount(): Promise<number> {
  return (await (await nc.jetstreamManager()).streams.info(EVENTS_STREAM.name)).state.messages;
}

const created = (name: string) =>
  stageEvent('domains.domain.created', { domainId: name, name, registrar: null, accountId: null, useCloudflare: false, teamTag: null });

describe('EventRelay', () => {
  it('publishes an event staged in a document write once, with msgID = eventId, and clears it', async () => {
    const things = conn.db!.collection('things');
    const e = created('a.com');
    await things.insertOne({ _id: 'a.com' as never, _events: [e] });
    const r = relay();
    await r.flush();
    const events = await published();
    expect(events).toEqual([{ subject: 'domains.domain.created', msgId: e.eventId, body: JSON.parse(e.json) }]);
    expect((await things.findOne({ _id: 'a.com' as never }))?._events).toEqual([]);
    await r.flush();
    expect(await publishedCount()).toBe(1);
  });

  it('keeps per-document order and does not pull events staged after it read them', async () => {
    const things = conn.db!.collection('things');
    const first = created('b.com');
    const second = stageEvent('domains.domain.deleted', { domainId: 'b.com', name: 'b.com' });
    await things.insertOne({ _id: 'b.com' as never, _events: [first] });
    await things.updateOne({ _id: 'b.com' as never }, pushEvents(second) as never);
    await relay().flush();
    expect((await published()).map((p) => p.msgId)).toEqual([first.eventId, second.eventId]);
  });

  it('stores each event once when two replicas relay the same documents', async () => {
    const things = conn.db!.collection('things');
    const staged = Array.from({ length: 50 }, (_, i) => created(`r${i}.com`));
    await things.insertMany(staged.map((e, i) => ({ _id: `r${i}.com` as never, _events: [e] })));
    await Promise.all([relay().flush(), relay().flush()]);
    expect(await publishedCount()).toBe(50);
    expect(new Set((await published()).map((p) => p.msgId))).toEqual(new Set(staged.map((e) => e.eventId)));
  });

  it('loses nothing while NATS is down and publishes once it is back', async () => {
    const things = conn.db!.collection('things');
    const errors: unknown[] = [];
    const r = relay({ onError: (err) => errors.push(err) });
    r.start();
    await nats.stop();
    const e = created('down.com');
    await things.insertOne({ _id: 'down.com' as never, _events: [e] });
    r.nudge();
    await waitFor(() => errors.length > 0, { timeoutMs: 15_000 });
    expect((await things.findOne({ _id: 'down.com' as never }))?._events).toHaveLength(1);
    nats = await startNats({ port: nats.port, storeDir });
    await waitFor(async () => ((await things.findOne({ _id: 'down.com' as never }))?._events ?? [1]).length === 0, { timeoutMs: 20_000 });
    expect((await published()).map((p) => p.msgId)).toEqual([e.eventId]);
  });

  it('ends a pass waiting on acks when interrupted (the connection dropped), keeping what it held', async () => {
    const things = conn.db!.collection('things');
    const r = relay({ publishTimeoutMs: 30_000 });
    await nats.stop();
    await things.insertOne({ _id: 'cut.com' as never, _events: [created('cut.com')] });
    const started = Date.now();
    const pass = r.flush();
    setTimeout(() => r.interrupt(), 200);
    await pass;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await things.findOne({ _id: 'cut.com' as never }))?._events).toHaveLength(1);
    nats = await startNats({ port: nats.port, storeDir });
    await waitFor(
      async () =>
        !nc.isClosed() &&
        (await nc.flush().then(
          () => true,
          () => false,
        )),
      { timeoutMs: 20_000 },
    );
    await r.flush();
    expect((await things.findOne({ _id: 'cut.com' as never }))?._events).toHaveLength(0);
  });
});

describe('an event NATS refuses for good', () => {
  let limited: TestNats;
  let dir: string;
  let lnc: NatsConnection;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'relay-perm-'));
    const conf = join(dir, 'users.conf');
    // The relay's user may publish domains.domain.created but not domains.domain.deleted.
    const users = {
      users: [
        { user: 'admin', password: 'admin-password-123456' },
        {
          user: 'relay',
          password: 'relay-password-123456',
          permissions: { publish: { allow: ['domains.domain.created', '$JS.API.>'] }, subscribe: { allow: ['_INBOX.>'] } },
        },
      ],
    };
    await writeFile(conf, `authorization ${JSON.stringify(users)}\n`);
    limited = await startNats({ configFile: conf });
    const admin = await connect({ servers: limited.url, user: 'admin', pass: 'admin-password-123456' });
    await ensureEventsStream(await admin.jetstreamManager());
    await admin.close();
    lnc = await connect({ servers: limited.url, user: 'relay', pass: 'relay-password-123456' });
  });
  afterAll(async () => {
    await lnc?.close();
    await limited?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('is set aside with the reason, and the events after it still go out', async () => {
    const things = conn.db!.collection('things');
    const refused = stageEvent('domains.domain.deleted', { domainId: 'x', name: 'x.com' });
    const later = created('after.com');
    await things.insertOne({ _id: 'mixed.com' as never, _events: [refused, later] });
    await things.insertOne({ _id: 'other.com' as never, _events: [created('other.com')] });
    const setAside: string[] = [];
    const r = relay({ js: lnc.jetstream(), onSetAside: (e) => setAside.push(e.subject) });
    await r.flush();
    expect(setAside).toEqual(['domains.domain.deleted']);
    expect(await things.countDocuments({ '_events.0': { $exists: true } })).toBe(0);
    const letter = await conn.db!.collection(DEAD_LETTERS_COLLECTION).findOne({ _id: refused.eventId as never });
    expect(letter).toMatchObject({ origin: 'things:mixed.com', event: { subject: 'domains.domain.deleted' } });
    expect(String(letter?.reason)).toMatch(/permission/i);
    const admin = await connect({ servers: limited.url, user: 'admin', pass: 'admin-password-123456' });
    const info = await (await admin.jetstreamManager()).streams.info(EVENTS_STREAM.name);
    await admin.close();
    expect(info.state.messages).toBe(2);
  });
});

describe('deleteWithEvent', () => {
  it('deletes the document and the relay publishes the tombstone once', async () => {
    const things = conn.db!.collection('things');
    await things.insertOne({ _id: 'gone.com' as never });
    const e = stageEvent('domains.domain.deleted', { domainId: 'gone.com', name: 'gone.com' });
    expect(await deleteWithEvent(conn.db!, 'things', 'gone.com', e)).toBe(true);
    expect(await things.countDocuments()).toBe(0);
    await relay().flush();
    expect((await published()).map((p) => p.msgId)).toEqual([e.eventId]);
    expect(await tombstonesOf(conn.db!).countDocuments()).toBe(0);
  });

  it('writes no event when the document was already gone', async () => {
    const e = stageEvent('domains.domain.deleted', { domainId: 'none.com', name: 'none.com' });
    expect(await deleteWithEvent(conn.db!, 'things', 'none.com', e)).toBe(false);
    await relay().flush();
    expect(await publishedCount()).toBe(0);
  });

  it('finishes a delete whose writer died after the tombstone, past the grace period', async () => {
    const things = conn.db!.collection('things');
    await things.insertOne({ _id: 'half.com' as never });
    const e = stageEvent('domains.domain.deleted', { domainId: 'half.com', name: 'half.com' });
    await tombstonesOf(conn.db!).insertOne({
      _id: 'things:half.com',
      collection: 'things',
      targetId: 'half.com',
      _events: [e],
      ready: false,
      createdAt: new Date(Date.now() - 60_000),
    });
    await relay({ tombstoneGraceMs: 1000 }).flush();
    expect(await things.countDocuments()).toBe(0);
    expect((await published()).map((p) => p.msgId)).toEqual([e.eventId]);
  });

  it('deletes only a document that meets the conditions; one that no longer does stays, untold, also after a crash', async () => {
    const things = conn.db!.collection('things');
    await things.insertMany([
      { _id: 'p1' as never, status: 'active' },
      { _id: 'p2' as never, status: 'pending' },
    ]);
    const e1 = stageEvent('identity.member.removed', { userId: 'p1', username: 'p1' });
    expect(await deleteWithEvent(conn.db!, 'things', 'p1', e1, { status: 'pending' })).toBe(false);
    // The writer of p2's delete died after its tombstone, and p2 was approved meanwhile.
    const e2 = stageEvent('identity.member.removed', { userId: 'p2', username: 'p2' });
    await tombstonesOf(conn.db!).insertOne({
      _id: 'things:p2',
      collection: 'things',
      targetId: 'p2',
      where: { status: 'pending' },
      _events: [e2],
      ready: false,
      createdAt: new Date(Date.now() - 60_000),
    });
    await things.updateOne({ _id: 'p2' as never }, { $set: { status: 'active' } });
    await relay({ tombstoneGraceMs: 1000 }).flush();
    expect(await things.countDocuments()).toBe(2);
    expect(await publishedCount()).toBe(0);
    expect(await tombstonesOf(conn.db!).countDocuments()).toBe(0);
  });
});

describe('recordEvents', () => {
  it('publishes events of changes no document records, once', async () => {
    const e = stageEvent('cloudflare.cache.purged', { domain: 'p.com', zoneId: 'z1' });
    await recordEvents(conn.db!, e);
    await relay().flush();
    await relay().flush();
    expect((await published()).map((p) => p.msgId)).toEqual([e.eventId]);
    expect(await tombstonesOf(conn.db!).countDocuments()).toBe(0);
  });
});

describe('stageEvent and the EVENTS stream', () => {
  it('refuses an event that does not fit its schema', () => {
    expect(() => stageEvent('domains.domain.deleted', { domainId: 'x' } as never)).toThrow();
  });

  it('declares EVENTS with 30 days, the size cap and a 10-minute duplicate window', async () => {
    const { config } = await (await nc.jetstreamManager()).streams.info(EVENTS_STREAM.name);
    expect(config.max_age).toBe(30 * 24 * 3600 * 1e9);
    expect(config.max_bytes).toBe(EVENTS_STREAM.maxBytes);
    expect(config.duplicate_window).toBe(10 * 60 * 1e9);
    expect(config.subjects).toEqual(expect.arrayContaining(['domains.domain.created', 'ssh.install.failed']));
  });
});

test("the relay's look-up is answered from the pending-events index: documents with events only, no collection scan", async () => {
  const schema = new mongoose.Schema({ name: String, _events: pendingEventsPath });
  indexPendingEvents(schema);
  const Things = conn.model('IndexedThing', schema, 'indexed_things');
  await Things.syncIndexes();
  await Things.insertMany([{ name: 'quiet' }, { name: 'emptied', _events: [] }]);
  await Things.create({ name: 'staged', _events: [{ eventId: 'e-1', subject: 'domains.domain.created', json: '{}' }] });
  const coll = conn.db!.collection('indexed_things');
  expect((await coll.find(PENDING_EVENTS_FILTER).toArray()).map((d) => d.name)).toEqual(['staged']);
  const plan = await coll.find(PENDING_EVENTS_FILTER).explain('executionStats');
  expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain('"indexName":"pending_events"');
  expect(plan.executionStats.totalDocsExamined).toBe(1);
});
