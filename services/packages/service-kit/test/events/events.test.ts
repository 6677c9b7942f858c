import { EventEnvelope } from '@dop/contracts/common';
import { startNats, waitFor, type TestNats } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { z } from 'zod';
import { consume, PermanentEventError, type Consumption } from '../../src/events/consume';
import { ensureStream } from '../../src/events/ensure-stream';
import { publishEvent } from '../../src/events/publish';

jest.setTimeout(30_000);

const Greeted = EventEnvelope.extend({ name: z.string().min(1), attempt: z.number().int().optional() });
type Greeted = z.infer<typeof Greeted>;

let nats: TestNats;
let nc: NatsConnection;
let n = 0;
let names: { stream: string; subject: string; durable: string };

beforeAll(async () => {
  nats = await startNats();
  nc = await connect({ servers: nats.url });
});
afterAll(async () => {
  await nc.close();
  await nats.stop();
});
beforeEach(async () => {
  n += 1;
  names = { stream: `TEST${n}`, subject: `test${n}.greeting.sent`, durable: `worker${n}` };
  await ensureStream(await nc.jetstreamManager(), { name: names.stream, subjects: [`test${n}.>`] });
});

function collect(handler: (e: Greeted) => Promise<void> = async () => undefined) {
  const seen: Greeted[] = [];
  const started = consume(nc.jetstream(), {
    ...names,
    schema: Greeted,
    nakDelayMs: () => 100,
    handler: async (e) => {
      seen.push(e);
      await handler(e);
    },
  });
  return { seen, started };
}

describe('publishEvent', () => {
  it('fills the envelope and validates before publishing', async () => {
    const js = nc.jetstream();
    const { event, duplicate } = await publishEvent(js, names.subject, Greeted, {
      name: 'Ann',
      actor: { userId: 'u-1', userName: 'Ann' },
    });
    expect(duplicate).toBe(false);
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.version).toBe(1);
    expect(Date.parse(event.occurredAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(event.actor).toEqual({ userId: 'u-1', userName: 'Ann' });
    await expect(publishEvent(js, names.subject, Greeted, { name: '' })).rejects.toThrow();
    const info = await (await nc.jetstreamManager()).streams.info(names.stream);
    expect(info.state.messages).toBe(1);
  });

  it('dedupes by eventId: a retried publish is stored and delivered once', async () => {
    const js = nc.jetstream();
    const first = await publishEvent(js, names.subject, Greeted, { name: 'Bob', eventId: 'evt-fixed-1' });
    const again = await publishEvent(js, names.subject, Greeted, { name: 'Bob', eventId: 'evt-fixed-1' });
    expect(first.duplicate).toBe(false);
    expect(again.duplicate).toBe(true);
    const { seen, started } = collect();
    const sub = await started;
    await publishEvent(js, names.subject, Greeted, { name: 'Marker' });
    await waitFor(() => seen.some((e) => e.name === 'Marker'), { what: 'marker event' });
    await sub.stop();
    expect(seen.map((e) => e.name)).toEqual(['Bob', 'Marker']);
  });
});

describe('consume', () => {
  let sub: Consumption | undefined;
  afterEach(async () => {
    await sub?.stop();
    sub = undefined;
  });

  it('acks on success: nothing is pending afterwards', async () => {
    const { seen, started } = collect();
    sub = await started;
    await publishEvent(nc.jetstream(), names.subject, Greeted, { name: 'Cy' });
    await waitFor(() => seen.length === 1, { what: 'delivery' });
    const jsm = await nc.jetstreamManager();
    await waitFor(async () => (await jsm.consumers.info(names.stream, names.durable)).num_ack_pending === 0, { what: 'ack' });
  });

  it('redelivers after a thrown transient error (nak with delay)', async () => {
    let failures = 0;
    const { seen, started } = collect(async () => {
      if (failures < 2) {
        failures += 1;
        throw new Error('provider timeout');
      }
    });
    sub = await started;
    await publishEvent(nc.jetstream(), names.subject, Greeted, { name: 'Dee' });
    await waitFor(() => seen.length === 3, { what: 'two redeliveries' });
    expect(seen.map((e) => e.name)).toEqual(['Dee', 'Dee', 'Dee']);
    expect(new Set(seen.map((e) => e.eventId)).size).toBe(1);
  });

  it('terminates a bad payload (no redelivery) and keeps consuming', async () => {
    const { seen, started } = collect();
    sub = await started;
    await nc.jetstream().publish(names.subject, new TextEncoder().encode('{"name": 42}'));
    await nc.jetstream().publish(names.subject, new TextEncoder().encode('not json'));
    await publishEvent(nc.jetstream(), names.subject, Greeted, { name: 'Eve' });
    await waitFor(() => seen.length === 1, { what: 'the good event' });
    const jsm = await nc.jetstreamManager();
    await waitFor(async () => (await jsm.consumers.info(names.stream, names.durable)).num_ack_pending === 0, { what: 'all settled' });
    // Give a wrongly nak'ed message time to come back; it must not.
    await new Promise((r) => setTimeout(r, 400));
    expect(seen.map((e) => e.name)).toEqual(['Eve']);
    const info = await jsm.consumers.info(names.stream, names.durable);
    expect(info.num_redelivered).toBe(0);
  });

  it('terminates when the handler throws PermanentEventError', async () => {
    const { seen, started } = collect(async () => {
      throw new PermanentEventError('unknown domain');
    });
    sub = await started;
    await publishEvent(nc.jetstream(), names.subject, Greeted, { name: 'Fay' });
    await waitFor(() => seen.length === 1, { what: 'delivery' });
    const jsm = await nc.jetstreamManager();
    await waitFor(async () => (await jsm.consumers.info(names.stream, names.durable)).num_ack_pending === 0, { what: 'terminated' });
    await new Promise((r) => setTimeout(r, 400));
    expect(seen).toHaveLength(1);
  });

  it('stops cleanly and resumes from the durable position', async () => {
    const first = collect();
    const s1 = await first.started;
    await publishEvent(nc.jetstream(), names.subject, Greeted, { name: 'Gus' });
    await waitFor(() => first.seen.length === 1, { what: 'first delivery' });
    await s1.stop();
    await publishEvent(nc.jetstream(), names.subject, Greeted, { name: 'Hal' });
    const second = collect();
    sub = await second.started;
    await waitFor(() => second.seen.length === 1, { what: 'resumed delivery' });
    expect(second.seen[0].name).toBe('Hal');
  });
});

describe('ensureStream', () => {
  it('is idempotent and adds missing subjects', async () => {
    const jsm = await nc.jetstreamManager();
    await ensureStream(jsm, { name: names.stream, subjects: [`test${n}.>`] });
    const info = await ensureStream(jsm, { name: names.stream, subjects: [`test${n}.>`, `extra${n}.>`] });
    expect(info.config.subjects).toEqual([`test${n}.>`, `extra${n}.>`]);
    expect(info.config.duplicate_window).toBe(120_000 * 1_000_000);
  });

  it('survives several processes declaring the same new stream at once', async () => {
    const conns = await Promise.all([1, 2, 3, 4].map(() => connect({ servers: nats.url })));
    try {
      const managers = await Promise.all(conns.map((c) => c.jetstreamManager()));
      const infos = await Promise.all(managers.map((m) => ensureStream(m, { name: `RACE${n}`, subjects: [`race${n}.>`] })));
      expect(infos.map((i) => i.config.name)).toEqual([`RACE${n}`, `RACE${n}`, `RACE${n}`, `RACE${n}`]);
    } finally {
      await Promise.all(conns.map((c) => c.close()));
    }
  });
});
