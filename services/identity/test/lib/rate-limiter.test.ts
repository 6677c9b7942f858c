import { freshDatabase, startMongo, type TestMongo } from '@dop/service-testing';
import { createConnection, type Connection } from 'mongoose';
import { SharedLimiter } from '../../src/lib/rate-limiter';
import { rateHitModel } from '../../src/models/rate-hit';

let mongo: TestMongo;
let conn: Connection;
let now = 0;
const clock = () => now;
let n = 0;
/** A limiter of its own name per test, so tests share the database but not counts. */
const limiter = (limit: number, windowMs: number) => new SharedLimiter(rateHitModel(conn), `t${++n}`, limit, windowMs, clock);

beforeAll(async () => {
  mongo = await startMongo();
  conn = await createConnection(freshDatabase(mongo, 'limiter')).asPromise();
  await rateHitModel(conn).init();
}, 60_000);
afterAll(async () => {
  await conn?.close();
  await mongo?.stop();
});
beforeEach(() => {
  now = 1_000_000;
});

describe('SharedLimiter', () => {
  it('allows `limit` hits in the window, refuses the next until the oldest leaves', async () => {
    const l = limiter(3, 60_000);
    const first = [await l.take('k'), await l.take('k'), await l.take('k')];
    expect(first.every((v) => v.allowed)).toBe(true);
    now += 10_000;
    expect(await l.take('k')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    now += 49_999;
    expect((await l.check('k')).allowed).toBe(false);
    now += 1;
    expect((await l.take('k')).allowed).toBe(true);
  });

  it('does not count refused attempts, so the window ends on time', async () => {
    const l = limiter(1, 1000);
    await l.take('k');
    for (let i = 0; i < 10; i++) {
      now += 50;
      expect((await l.take('k')).allowed).toBe(false);
    }
    now = 1_000_000 + 1000;
    expect((await l.take('k')).allowed).toBe(true);
  });

  it('keeps keys apart and forgets a key on reset, or every key of a group', async () => {
    const l = limiter(1, 1000);
    await l.hit('a');
    await l.hit('acct|1.1.1.1', 'acct');
    await l.hit('acct|2.2.2.2', 'acct');
    expect((await l.check('a')).allowed).toBe(false);
    expect((await l.check('b')).allowed).toBe(true);
    await l.reset('a');
    expect((await l.check('a')).allowed).toBe(true);
    await l.resetGroup('acct');
    expect([(await l.check('acct|1.1.1.1')).allowed, (await l.check('acct|2.2.2.2')).allowed]).toEqual([true, true]);
  });

  it('two limiters on one database (two replicas) count the same hits', async () => {
    const name = `shared${++n}`;
    const a = new SharedLimiter(rateHitModel(conn), name, 2, 60_000, clock);
    const b = new SharedLimiter(rateHitModel(conn), name, 2, 60_000, clock);
    expect((await a.take('k')).allowed).toBe(true);
    expect((await b.take('k')).allowed).toBe(true);
    expect((await a.take('k')).allowed).toBe(false);
    expect((await b.check('k')).allowed).toBe(false);
  });

  it('stores hits with an expiry for the TTL index', async () => {
    const l = limiter(5, 60_000);
    await l.hit('ttl');
    const doc = await rateHitModel(conn).findOne({ limiter: l.name, key: 'ttl' }).lean();
    expect(doc?.expiresAt.getTime()).toBe(now + 60_000);
    const indexes = await rateHitModel(conn).collection.indexes();
    expect(indexes.some((i) => i.key.expiresAt === 1 && i.expireAfterSeconds === 0)).toBe(true);
  });
});
