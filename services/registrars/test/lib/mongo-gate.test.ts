// The shared gate with two "replicas" (two MongoGates on two connections to one embedded MongoDB).
import { randomBytes } from 'node:crypto';
import { startMongo, waitFor, type TestMongo } from '@dop/service-testing';
import mongoose, { type Connection } from 'mongoose';
import { GATES_COLLECTION, GateStore } from '../../src/lib/gate/gate-store';
import { GateClosedError, MongoGates } from '../../src/lib/gate/mongo-gate';
import type { GateDoc } from '../../src/lib/gate/gate-state';

const LEASE = 300;
let mongo: TestMongo;
let conns: Connection[] = [];
let a: MongoGates;
let b: MongoGates;

beforeAll(async () => {
  mongo = await startMongo();
  const uri = mongo.uriFor(`gates_${randomBytes(4).toString('hex')}`);
  conns = await Promise.all([0, 1].map(() => mongoose.createConnection(uri).asPromise()));
  [a, b] = conns.map((c) => new MongoGates(new GateStore(c), { leaseMs: LEASE, pollMs: 20 }));
}, 60_000);
afterAll(async () => {
  a?.close();
  b?.close();
  await Promise.all(conns.map((c) => c.close()));
  await mongo?.stop();
});

const doc = (key: string) => conns[0].db!.collection<GateDoc>(GATES_COLLECTION).findOne({ _id: key });
const queueLength = async (key: string) => Object.keys((await doc(key))?.queue ?? {}).length;
const ONE = { concurrency: 1, minIntervalMs: 0 };

/** A task that runs until the test lets it finish. */
function held() {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((r) => (finish = r));
  return { task: async () => ((started = true), await done), finish: () => finish(), started: () => started };
}

describe('MongoGates across two replicas', () => {
  it('runs one call at a time, whichever replica makes it', async () => {
    let active = 0;
    let most = 0;
    const task = async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 15));
      active -= 1;
    };
    await Promise.all([a, b, a, b, a, b].map((g) => g.run('one', ONE, 'interactive', task)));
    expect(most).toBe(1);
    expect(await doc('one')).toMatchObject({ holders: {}, queue: {} });
  });

  it('spaces starts from the previous start and answer across replicas', async () => {
    const spans: Array<[number, number]> = [];
    const task = async () => {
      const start = Date.now();
      await new Promise((r) => setTimeout(r, 30));
      spans.push([start, Date.now()]);
    };
    const rule = { concurrency: 1, minIntervalMs: 200 };
    await Promise.all([a, b, a, b].map((g) => g.run('spaced', rule, 'background', task)));
    spans.sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < spans.length; i += 1) expect(spans[i][0] - spans[i - 1][1]).toBeGreaterThanOrEqual(200);
  });

  it('serves an interactive call queued on one replica before background calls queued earlier on the other', async () => {
    const first = held();
    const order: string[] = [];
    const running = a.run('prio', ONE, 'background', first.task);
    await waitFor(() => first.started(), { what: 'the first call to hold the gate' });
    // One after the other: two calls started in the same tick may join the queue in either order.
    const bg1 = a.run('prio', ONE, 'background', async () => void order.push('bg1'));
    await waitFor(async () => (await queueLength('prio')) === 1, { what: 'the first background waiter' });
    const bg2 = a.run('prio', ONE, 'background', async () => void order.push('bg2'));
    await waitFor(async () => (await queueLength('prio')) === 2, { what: 'two background waiters' });
    const bg = [bg1, bg2];
    const ui = b.run('prio', ONE, 'interactive', async () => void order.push('ui'));
    await waitFor(async () => (await queueLength('prio')) === 3, { what: 'the interactive waiter' });
    first.finish();
    await Promise.all([running, ...bg, ui]);
    expect(order).toEqual(['ui', 'bg1', 'bg2']);
  });

  it('keeps the gate while a call outlives its lease, renewing it', async () => {
    const first = held();
    const running = a.run('long', ONE, 'interactive', first.task);
    await waitFor(() => first.started(), { what: 'the long call to start' });
    let secondAt = 0;
    const second = b.run('long', ONE, 'interactive', async () => void (secondAt = Date.now()));
    const t0 = Date.now();
    await waitFor(() => Date.now() - t0 > 3 * LEASE, { what: 'three leases to pass', timeoutMs: 10 * LEASE });
    expect(secondAt).toBe(0);
    const finishedAt = Date.now();
    first.finish();
    await Promise.all([running, second]);
    expect(secondAt).toBeGreaterThanOrEqual(finishedAt);
  });

  it('lets the next call start once a dead replica’s lease and queue place run out', async () => {
    const until = Date.now() + 400;
    // What a replica killed mid-call (and one killed while waiting, ahead of us) leaves behind.
    await conns[0]
      .db!.collection<GateDoc>(GATES_COLLECTION)
      .insertOne({ _id: 'dead', v: 1, holders: { deadholder: until }, queue: { deadwaiter: { p: 0, t: 0, until } }, nextAt: 0 });
    let startedAt = 0;
    await b.run('dead', ONE, 'background', async () => void (startedAt = Date.now()));
    expect(startedAt).toBeGreaterThanOrEqual(until);
    expect(startedAt - until).toBeLessThan(LEASE);
    expect(await doc('dead')).toMatchObject({ holders: {}, queue: {} });
  });

  it('fails waiters when closed and takes them out of the queue', async () => {
    const first = held();
    const running = a.run('closing', ONE, 'interactive', first.task);
    await waitFor(() => first.started(), { what: 'the first call to hold the gate' });
    const c = new MongoGates(new GateStore(conns[1]), { leaseMs: LEASE, pollMs: 20 });
    const waiting = c.run('closing', ONE, 'interactive', async () => 'never');
    await waitFor(async () => (await queueLength('closing')) === 1, { what: 'the waiter to queue' });
    c.close();
    await expect(waiting).rejects.toBeInstanceOf(GateClosedError);
    expect(await queueLength('closing')).toBe(0);
    first.finish();
    await running;
  });
});
