// JobLogWriter against a real embedded Mongo: lines are stored in order and announced only once stored,
// numbering continues after a reopen, and lines written while the database restarts are stored (the
// writer retries through service-kit's retry) before they are announced.
import net from 'node:net';
import type { SshLogEntry } from '@dop/contracts/ssh';
import { startMongo, waitFor, type TestMongo } from '@dop/service-testing';
import mongoose from 'mongoose';
import { JobLogWriter, type LogLine } from '../../src/lib/log-writer';
import { jobLogModel, type JobLogModel } from '../../src/models/job-log';

let mongo: TestMongo;
let conn: mongoose.Connection;
let logs: JobLogModel;

beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose
    .createConnection(mongo.uriFor('ssh_log_writer'), { serverSelectionTimeoutMS: 500, bufferCommands: false })
    .asPromise();
  logs = jobLogModel(conn);
  await logs.createCollection();
  await logs.syncIndexes();
});
afterAll(async () => {
  await conn?.close();
  await mongo?.stop();
});

const line = (message: string): LogLine => ({ host: 'h1', stream: 'stdout', level: 'info', message });

/** Collects what is announced, and whether each announced line was already stored at that moment. */
function announcer() {
  const announced: SshLogEntry[] = [];
  let allStored = true;
  const announce = async (jobId: string, entries: SshLogEntry[]) => {
    const stored = await logs.countDocuments({ jobId, seq: { $in: entries.map((e) => e.seq) } });
    if (stored !== entries.length) allStored = false;
    announced.push(...entries);
  };
  return { announce, announced, stored: () => allStored };
}

const errors: Array<{ msg: string }> = [];
const log = { error: (_obj: object, msg: string) => errors.push({ msg }) };

/** True once nothing listens on the port. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

test('stores lines in order, announces them once stored, and a reopened writer continues the numbering', async () => {
  const a = announcer();
  const writer = await JobLogWriter.open(logs, 'job-1', a.announce, log);
  for (let i = 1; i <= 1200; i++) writer.write(line(`line ${i}`));
  await writer.drain();
  const again = await JobLogWriter.open(logs, 'job-1', a.announce, log);
  again.write(line('after reopen'));
  await again.drain();

  const stored = await logs.find({ jobId: 'job-1' }).sort({ seq: 1 }).lean();
  expect(stored.map((d) => d.seq)).toEqual(Array.from({ length: 1201 }, (_, i) => i + 1));
  expect(stored[1199].message).toBe('line 1200');
  expect(stored[1200].message).toBe('after reopen');
  expect(a.announced.map((e) => e.seq)).toEqual(stored.map((d) => d.seq));
  expect(a.stored()).toBe(true);
  expect(errors).toEqual([]);
});

test('lines written while the database restarts are stored once it is back, then announced', async () => {
  const a = announcer();
  const writer = await JobLogWriter.open(logs, 'job-2', a.announce, log);
  writer.write(line('before'));
  await writer.drain();
  // Down for 1.5 s, within the writer's retries (6.2 s of waits); the lines are written while it is down.
  const restart = mongo.restart(1_500);
  await waitFor(() => refused(mongo.port), { what: 'the database to be down' });
  // Not in the same millisecond as the stop: an insert sent while the embedded server closes its
  // sockets was seen never to settle (the insert itself, so no retry can help): a matter of its own.
  await new Promise((r) => setTimeout(r, 200));
  writer.write(line('during 1'));
  writer.write(line('during 2'));
  await writer.drain();
  await restart;

  const stored = await logs.find({ jobId: 'job-2' }).sort({ seq: 1 }).lean();
  expect(stored.map((d) => d.message)).toEqual(['before', 'during 1', 'during 2']);
  expect(a.announced.map((e) => e.seq)).toEqual([1, 2, 3]);
  expect(a.stored()).toBe(true);
  expect(errors).toEqual([]);
});
