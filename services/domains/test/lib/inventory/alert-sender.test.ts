// The alert sender against real embedded Mongo, with two instances standing for two replicas: a turn
// renews its lease before each message, so a slow identity never lets the other replica send the same
// delivery; a failed message keeps its alerts and its delivery id for the next turn.
import { startMongo, type TestMongo } from '@dop/service-testing';
import type { FastifyBaseLogger } from 'fastify';
import mongoose from 'mongoose';
import { AlertSender } from '../../../src/lib/inventory/alert-sender';
import { DEFAULT_ALERT_SETTINGS } from '../../../src/lib/inventory/alerts';
import { createModels, syncIndexes, type Models } from '../../../src/models';

let mongo: TestMongo;
let conn: mongoose.Connection;
let models: Models;
beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(mongo.uriFor('alert_sender_test')).asPromise();
  models = createModels(conn);
  await syncIndexes(models);
});
afterAll(async () => {
  await conn.close();
  await mongo.stop();
});
beforeEach(async () => {
  await models.inventoryAlerts.deleteMany({});
  await models.inventorySchedule.deleteMany({});
});

const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;
type Send = (lines: string[], deliveryId: string) => Promise<{ missed: number }>;
const told = { missed: 0 };
let settingsReads = 0;
const readSettings = async () => {
  settingsReads += 1;
  return DEFAULT_ALERT_SETTINGS;
};
const sender = (send: Send, leaseMs = 60_000) =>
  new AlertSender(models, { flushMs: 1_000, digestMs: 86_400_000, leaseMs, settings: readSettings, send }, quiet);
const alerts = (prefix: string, n: number) =>
  models.inventoryAlerts.insertMany(
    Array.from({ length: n }, (_, i) => ({
      _id: `${prefix}-${i}`,
      check: 'expiry',
      line: `⏳ ${prefix}-${i}.com expires in 3 day(s)`,
      createdAt: new Date(Date.now() + i),
      deliveryId: null,
      sentAt: null,
    })),
  );

test('a turn longer than the lease renews it before each message: the other replica sends nothing', async () => {
  await alerts('slow', 250); // two messages: 199 lines, then 51
  const sent: { by: string; deliveryId: string; lines: number }[] = [];
  let otherTurn = -1;
  const other = sender(async (lines, deliveryId) => {
    sent.push({ by: 'other', deliveryId, lines: lines.length });
    return told;
  });
  const slow = sender(async (lines, deliveryId) => {
    sent.push({ by: 'slow', deliveryId, lines: lines.length });
    // The first message outlasts the lease; the second is where the other replica tries its turn.
    if (sent.length === 1) await new Promise((r) => setTimeout(r, 1_300));
    else otherTurn = await other.sendDue();
    return told;
  }, 1_000);
  expect(await slow.sendDue()).toBe(250);
  expect(otherTurn).toBe(0);
  expect(sent.map((s) => [s.by, s.lines])).toEqual([
    ['slow', 199],
    ['slow', 51],
  ]);
  expect(new Set(sent.map((s) => s.deliveryId)).size).toBe(2);
  expect(await models.inventoryAlerts.countDocuments({ sentAt: null })).toBe(0);
});

test('a message that failed keeps its alerts and delivery id; alerts that came since go in the next one', async () => {
  await alerts('first', 2);
  const tries: { deliveryId: string; lines: string[] }[] = [];
  const flaky = sender(async (lines, deliveryId) => {
    tries.push({ deliveryId, lines });
    if (tries.length === 1) throw new Error('identity did not answer');
    return told;
  });
  await expect(flaky.sendDue()).rejects.toThrow('identity did not answer');
  expect(await models.inventoryAlerts.countDocuments({ sentAt: null })).toBe(2);
  await alerts('later', 1);
  expect(await flaky.sendDue()).toBe(3);
  expect(tries.map((t) => t.lines.length)).toEqual([2, 2, 1]);
  expect(tries[1]).toEqual(tries[0]);
  expect(tries[2].deliveryId).not.toBe(tries[0].deliveryId);
  expect(tries[2].lines).toEqual(['⏳ later-0.com expires in 3 day(s)']);
});

test('a message that missed an admin is tried again on the next turns for an hour, then counted as sent', async () => {
  await alerts('partial', 1);
  const tries: string[] = [];
  const partial = sender(async (_lines, deliveryId) => {
    tries.push(deliveryId);
    return { missed: 1 };
  });
  const t0 = Date.now();
  expect(await partial.sendDue(t0)).toBe(0); // tried once this turn, not again in the same one
  const reads = settingsReads;
  expect(await partial.sendDue(t0)).toBe(0); // its retry is a flush away: identity is not even asked
  expect([tries.length, settingsReads]).toEqual([1, reads]);
  expect(await partial.sendDue(t0 + 1_000)).toBe(0);
  expect(tries).toHaveLength(2);
  expect(new Set(tries).size).toBe(1); // the same delivery: identity skips the admins it told
  // New alerts are not held behind it.
  await alerts('meanwhile', 1);
  expect(await partial.sendDue(t0 + 1_500)).toBe(0);
  expect(tries).toHaveLength(3);
  expect(tries[2]).not.toBe(tries[0]);
  // An hour after its first try, a delivery that still misses someone is counted as sent; each on its own hour.
  expect(await partial.sendDue(t0 + 3600_000 + 1)).toBe(1);
  expect(await models.inventoryAlerts.exists({ _id: 'partial-0', sentAt: { $ne: null } })).toBeTruthy();
  expect(await partial.sendDue(t0 + 1_500 + 3600_000 + 1)).toBe(1);
  expect(await models.inventoryAlerts.countDocuments({ sentAt: null })).toBe(0);
});
