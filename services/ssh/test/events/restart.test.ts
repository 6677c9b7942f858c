// A restart in the middle of a job (issue 12): the unfinished servers fail with the reason and every
// line already reported is still there, with the same numbers. Two ways to stop: SIGKILL (a crash;
// the next start takes the job over once its lease lapses) and SIGTERM (a normal stop; the running
// installs are aborted before the process exits).
import {
  signedHeaders,
  startMongo,
  startNats,
  startServiceProcess,
  startSshTarget,
  waitFor,
  type ServiceProcess,
  type TestMongo,
  type TestNats,
  type TestSshTarget,
} from '@dop/service-testing';
import mongoose from 'mongoose';
import { INTERRUPTED, NOT_STARTED } from '../../src/lib/recovery';
import { NOT_REACHED, STOPPED } from '../../src/lib/job-runner';
import { GOOD, OTHER, serviceEnv } from '../helpers/harness';
import { gatedScript, type GatedScript } from '../helpers/scripts';
import { openSocket, type TestSocket } from '../helpers/socket-client';

let mongo: TestMongo;
let nats: TestNats;
let target: TestSshTarget;
let gate: GatedScript;
let db: mongoose.Connection;
let env: { mongoUri: string; natsUrl: string; extra: Record<string, string> };
const procs: ServiceProcess[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  [mongo, nats, target, gate] = await Promise.all([
    startMongo(),
    startNats(),
    startSshTarget({ addresses: [GOOD, OTHER] }),
    gatedScript(3, 2),
  ]);
  const mongoUri = mongo.uriFor('ssh_restart');
  env = {
    mongoUri,
    natsUrl: nats.url,
    extra: serviceEnv(target, { SSH_INSTALL_SCRIPT: gate.path, SSH_MAX_PARALLEL: '1', SSH_JOB_LEASE_MS: '1500' }),
  };
  db = await mongoose.createConnection(mongoUri).asPromise();
}, 120_000);
afterAll(async () => {
  sockets.forEach((s) => s.ws.terminate());
  for (const p of procs) await p.kill();
  await db?.close();
  await Promise.all([mongo?.stop(), nats?.stop(), target?.stop(), gate?.remove()]);
}, 60_000);

const start = async () => {
  const p = await startServiceProcess('ssh', env);
  procs.push(p);
  return p;
};

/** Starts a two-server job (one at a time) and returns once the first server's script is at the gate. */
async function jobAtGate(proc: ServiceProcess): Promise<{ jobId: string; seen: Array<{ seq: number; message: string }> }> {
  await gate.close();
  const socket = await openSocket(proc.url);
  sockets.push(socket);
  const res = await fetch(`${proc.url}/api/ssh/background-install`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders({ userId: 'u-restart' }) },
    body: JSON.stringify({ servers: [GOOD, OTHER].map((host) => ({ host, username: 'root', password: target.user.password })) }),
  });
  const { jobId } = (await res.json()) as { jobId: string };
  socket.subscribe(jobId);
  await socket.waitFor('log_update', (m) => m.logs.some((l) => l.message === 'line 3'));
  return { jobId, seen: socket.lines(jobId) };
}

const jobDoc = (jobId: string) => db.collection('ssh_jobs').findOne({ _id: jobId as never });
const storedLines = async (jobId: string) =>
  (await db.collection('ssh_job_logs').find({ jobId }).sort({ seq: 1 }).toArray()).map((l) => ({
    seq: l.seq as number,
    message: l.message as string,
  }));

test('SIGKILL mid-job: the next start fails the unfinished servers with the reason and keeps every reported line', async () => {
  const first = await start();
  const { jobId, seen } = await jobAtGate(first);
  await first.kill('SIGKILL');

  const second = await start();
  // The job is closed first and its last lines stored after (job-finish.ts): wait for the summary too.
  const job = await waitFor(
    async () => {
      const j = await jobDoc(jobId);
      const summaryStored = (await storedLines(jobId)).some((l) => l.message.startsWith('Installation finished:'));
      return j?.status === 'failed' && summaryStored && j;
    },
    { timeoutMs: 30_000, what: 'job taken over and its summary stored' },
  );
  expect(job.servers.map((s: { status: string; error: string; password: unknown }) => [s.status, s.error, s.password])).toEqual([
    ['failed', INTERRUPTED, null],
    ['failed', NOT_STARTED, null],
  ]);
  const stored = await storedLines(jobId);
  expect(stored.slice(0, seen.length)).toEqual(seen);
  expect(stored.map((l) => l.seq)).toEqual(stored.map((_, i) => i + 1));
  expect(stored.slice(seen.length).map((l) => l.message)).toEqual([
    `Installation failed on ${GOOD}: ${INTERRUPTED}`,
    `Installation failed on ${OTHER}: ${NOT_STARTED}`,
    expect.stringContaining('Installation finished: 2 of 2 servers failed'),
  ]);
  // A client coming back to the new instance learns the job ended.
  const socket = await openSocket(second.url);
  sockets.push(socket);
  socket.subscribe(jobId, seen[seen.length - 1].seq);
  expect((await socket.waitFor('job_completed', (m) => m.jobId === jobId)).status).toBe('failed');
  expect(socket.lines(jobId)).toEqual(stored.slice(seen.length));
});

test('SIGTERM mid-job: the running install is aborted, the rest not started, lines kept, clean exit', async () => {
  const proc = procs[procs.length - 1] ?? (await start());
  const { jobId, seen } = await jobAtGate(proc);
  expect(await proc.kill('SIGTERM')).toBe(0);
  const job = await jobDoc(jobId);
  expect(job?.status).toBe('failed');
  expect(job?.servers.map((s: { status: string; error: string; password: unknown }) => [s.status, s.error, s.password])).toEqual([
    ['failed', STOPPED, null],
    ['failed', NOT_REACHED, null],
  ]);
  const stored = await storedLines(jobId);
  expect(stored.slice(0, seen.length)).toEqual(seen);
  expect(stored[stored.length - 1].message).toContain('Installation finished: 2 of 2 servers failed');
});
