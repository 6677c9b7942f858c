// Acceptance: over 60 s of idle connection the driver sees zero heartbeat failures and zero pool clears
// (a server that drops idle sockets or answers hello oddly shows up here as SDAM/CMAP events).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/index';

const IDLE_MS = 60_000;

let mongo: EmbeddedMongo;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-heartbeat-'));
  mongo = await startEmbeddedMongo({ dataDir, port: 0 });
});

afterAll(async () => {
  await mongo.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('60 s idle: heartbeats succeed, none fail, the pool is never cleared', async () => {
  // Lower than the 10 s default, so the minute holds many heartbeats; minPoolSize keeps a socket idle.
  const client = new MongoClient(mongo.uri, { heartbeatFrequencyMS: 1_000, minPoolSize: 2 });
  const events = { succeeded: 0, failed: [] as string[], cleared: 0, closedConnections: [] as string[] };
  client.on('serverHeartbeatSucceeded', () => events.succeeded++);
  client.on('serverHeartbeatFailed', (e) => events.failed.push(String(e.failure)));
  client.on('connectionPoolCleared', () => events.cleared++);
  client.on('connectionClosed', (e) => events.closedConnections.push(e.reason));
  await client.connect();
  try {
    await client.db('hb').collection('c').insertOne({ at: new Date() });
    await new Promise((r) => setTimeout(r, IDLE_MS));
    // The idle pooled connection still answers.
    expect(await client.db('hb').collection('c').countDocuments()).toBe(1);
  } finally {
    await client.close();
  }
  expect(events.failed).toEqual([]);
  expect(events.cleared).toBe(0);
  expect(events.closedConnections.filter((r) => r !== 'poolClosed')).toEqual([]);
  expect(events.succeeded).toBeGreaterThanOrEqual(30);
}, 90_000);
