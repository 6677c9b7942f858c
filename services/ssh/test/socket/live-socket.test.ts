// The live socket /ssh-ws: lines arrive in order and complete, active_jobs follows the job, a
// reconnect that says which line it has gets the rest and no line twice, and only signed upgrades
// and well-formed messages are accepted.
import { signedHeaders } from '@dop/service-testing';
import WebSocket from 'ws';
import { GOOD, startHarness, type Harness } from '../helpers/harness';
import { gatedScript, type GatedScript } from '../helpers/scripts';
import { openSocket, type TestSocket } from '../helpers/socket-client';

let h: Harness;
let gate: GatedScript;
let url: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  gate = await gatedScript(3, 20);
  h = await startHarness({ env: { SSH_INSTALL_SCRIPT: gate.path } });
  url = await h.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((s) => s.ws.terminate());
  await h?.stop();
  await gate?.remove();
});
const open = async (userId?: string, query?: string) => {
  const s = await openSocket(url, userId, query);
  sockets.push(s);
  return s;
};

test('lines arrive in order, then job_completed; active_jobs shows the job and then drops it', async () => {
  const socket = await open('u-live');
  expect((await socket.waitFor('active_jobs')).jobs).toEqual([]);
  const jobId = await h.install([{ host: GOOD, password: h.target.user.password }], 'u-live');
  await socket.waitFor('active_jobs', (m) => m.jobs.some((j) => j.id === jobId));
  socket.subscribe(jobId);
  await socket.waitForLines(jobId, 5);
  // Server state changes reach the list too: the server waiting at the gate shows running.
  await socket.waitFor('active_jobs', (m) => m.jobs.some((j) => j.id === jobId && j.servers[0].status === 'running'));
  await gate.open();
  const done = await socket.waitFor('job_completed', (m) => m.jobId === jobId);
  expect(done).toMatchObject({
    status: 'completed',
    servers: [{ host: GOOD, status: 'completed', error: null }],
    message: '1 of 1 servers completed',
  });

  const stored = (await h.t.app.ssh.models.logs.find({ jobId }).sort({ seq: 1 }).lean()).map((l) => ({ seq: l.seq, message: l.message }));
  const seen = socket.lines(jobId);
  expect(seen).toEqual(stored);
  expect(seen.map((l) => l.seq)).toEqual(stored.map((_, i) => i + 1));
  const script = seen.map((l) => l.message).filter((m) => /^line \d+$/.test(m));
  expect(script).toEqual(Array.from({ length: 23 }, (_, i) => `line ${i + 1}`));
  // The completion comes after the last line.
  const order = socket.messages.filter((m) => m.type !== 'active_jobs' && m.jobId === jobId).map((m) => m.type);
  expect(order[order.length - 1]).toBe('job_completed');
  await socket.waitFor('active_jobs', (m) => m.jobs.length === 0 && socket.messages.indexOf(m) > socket.messages.indexOf(done));
});

test('a reconnect mid-job with the last seq gets the remaining lines and the completion, none twice', async () => {
  await gate.close();
  const first = await open();
  const jobId = await h.install([{ host: GOOD, password: h.target.user.password }]);
  first.subscribe(jobId);
  await first.waitFor('log_update', (m) => m.logs.some((l) => l.message === 'line 3'));
  const before = first.lines(jobId);
  first.ws.terminate();
  await first.closed;

  const lastSeq = before[before.length - 1].seq;
  const second = await open();
  second.subscribe(jobId, lastSeq);
  await gate.open();
  const done = await second.waitFor('job_completed', (m) => m.jobId === jobId);
  expect(done.status).toBe('completed');
  const after = second.lines(jobId);
  expect(after[0].seq).toBe(lastSeq + 1);
  const stored = (await h.t.app.ssh.models.logs.find({ jobId }).sort({ seq: 1 }).lean()).map((l) => ({ seq: l.seq, message: l.message }));
  expect([...before, ...after]).toEqual(stored);
});

test('a subscription to a finished job replays its lines and its completion', async () => {
  const jobId = await h.install([{ host: GOOD, password: h.target.user.password }]);
  await h.finished(jobId);
  const socket = await open('someone-else');
  socket.subscribe(jobId);
  const done = await socket.waitFor('job_completed', (m) => m.jobId === jobId);
  expect(done.status).toBe('completed');
  expect(socket.lines(jobId).map((l) => l.seq)).toEqual(
    (await h.t.app.ssh.models.logs.find({ jobId }).sort({ seq: 1 }).lean()).map((l) => l.seq),
  );
});

test('an unsigned upgrade is refused with 401; a malformed message closes with 1008', async () => {
  const status = await new Promise<number>((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ssh-ws`);
    ws.on('unexpected-response', (req, res) => {
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    ws.on('open', () => resolve(101));
  });
  expect(status).toBe(401);
  const forged = await new Promise<number>((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ssh-ws`, { headers: { ...signedHeaders(), 'x-user-id': 'u-admin' } });
    ws.on('unexpected-response', (req, res) => {
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    ws.on('open', () => resolve(101));
  });
  expect(forged).toBe(401);
  const socket = await open();
  socket.ws.send('{"type":"subscribe"}');
  expect((await socket.closed).code).toBe(1008);
});
