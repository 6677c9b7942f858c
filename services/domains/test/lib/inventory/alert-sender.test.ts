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
type Send = (lines: string[], deliveryId: string) => Promise<void>;
const sender = (send: Send, leaseMs = 60_000) =>
  new AlertSender(models, { flushMs: 1_000, digestMs: 86_400_000, leaseMs, settings: async () => DEFAULT_ALERT_SETTINGS, send }, quiet);
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
  const other = sender(async (lines, deliveryId) => void sent.push({ by: 'other', deliveryId, lines: lines.length }));
  const slow = sender(async (lines, deliveryId) => {
    sent.push({ by: 'slow', deliveryId, lines: lines.length });
    // The first message outlasts the lease; the second is where the other replica tries its turn.
    if (sent.length === 1) await new Promise((r) => setTimeout(r, 1_300));
    else otherTurn = await other.sendDue();
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
