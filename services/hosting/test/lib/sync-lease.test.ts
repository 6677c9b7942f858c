import { startMongo, withDatabase, type TestMongo } from '@dop/service-testing';
import mongoose, { type Connection } from 'mongoose';
import { SyncLease } from '../../src/lib/sync-lease';
import { createSyncLeaseModel } from '../../src/models/sync-lease';

let mongo: TestMongo;
let conn: Connection;
const HOUR = 3_600_000;

beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(withDatabase(mongo.uri, 'hosting_lease_test')).asPromise();
}, 60_000);
afterAll(async () => {
  await conn?.close();
  await mongo?.stop();
});

describe('SyncLease', () => {
  it('grants one run per interval, shared by every process on the database', async () => {
    const a = new SyncLease(createSyncLeaseModel(conn));
    const b = new SyncLease(createSyncLeaseModel(conn));
    const t0 = new Date('2026-05-01T10:00:00Z');
    expect(await a.claim(HOUR, t0)).toBe(true);
    // Another replica, or this process after a restart, within the hour: not due.
    expect(await b.claim(HOUR, new Date(t0.getTime() + 10 * 60_000))).toBe(false);
    expect(await a.claim(HOUR, new Date(t0.getTime() + HOUR - 1))).toBe(false);
    // An hour on, exactly one of two claimants gets it.
    const later = new Date(t0.getTime() + HOUR);
    expect([await b.claim(HOUR, later), await a.claim(HOUR, later)]).toEqual([true, false]);
  });
});
