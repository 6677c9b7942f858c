// SSH install jobs between two real users, against the real loopback sshd of the e2e simulators (its
// install script waits at a gate file, so the job stays running until the test opens it).
// A job is an operation: For Me / For All decides whose jobs the active list and the /ssh-ws
// socket's active_jobs show. Like a bulk job's progress, its log is readable by id (the For All list
// hands out the id), and a teammate's socket may follow it. The server password is never shown to
// anyone, the job's owner included.
import { writeFileSync } from 'node:fs';
import type { AsUser } from '../../src/reliability/as-user';
import type { GatewayFront } from '../../src/reliability/gateway-front';
import type { ServiceStack } from '../../src/reliability/service-stack';
import type { SignedUpUser } from '../../src/reliability/sign-up';
import { openUserSocket, type UserSocket } from '../../src/reliability/ssh-socket';
import { startTwoUsers, type TwoUsers } from '../../src/reliability/two-users';

let users: TwoUsers;
let stack: ServiceStack;
let front: GatewayFront;
let as: AsUser;
let alice: SignedUpUser;
let bob: SignedUpUser;
let bobForMe: UserSocket;
let bobForAll: UserSocket;
let jobId: string;
let password: string;

beforeAll(async () => {
  users = await startTwoUsers();
  ({ stack, front, as, alice, bob } = users);
  password = stack.sims.testEnv.E2E_SSH_PASSWORD;
  const started = await as(alice, 'POST', '/api/ssh/background-install', {
    servers: [{ host: stack.sims.testEnv.E2E_SSH_HOST, username: 'root', password }],
  });
  expect({ status: started.status, success: started.body.success }).toEqual({ status: 200, success: true });
  jobId = started.body.jobId as string;
  bobForMe = await openUserSocket(front.url, bob, false);
  bobForAll = await openUserSocket(front.url, bob, true);
}, 180_000);
afterAll(async () => {
  await bobForMe?.close();
  await bobForAll?.close();
  await users?.close();
}, 60_000);

const activeIds = async (user: SignedUpUser, showAll: boolean) =>
  ((await as(user, 'GET', `/api/ssh/active-jobs?showAll=${showAll}`)).body.jobs as Array<{ id: string }>).map((j) => j.id);

test('a running job is in another user’s active list For All only', async () => {
  expect(await activeIds(alice, false)).toEqual([jobId]);
  expect(await activeIds(bob, false)).toEqual([]);
  expect(await activeIds(bob, true)).toEqual([jobId]);
  await bobForAll.waitFor('active_jobs', (m) => m.jobs.some((j) => j.id === jobId));
});

test('a teammate reads the job’s log by id and follows it on the socket, never seeing the password', async () => {
  // The first lines come before the gate: the job is connected and running its script.
  bobForAll.subscribe(jobId);
  await bobForAll.waitFor('log_update', (m) => m.jobId === jobId && m.logs.some((l) => /step 3 of 6/.test(l.message)));
  const logs = await as(bob, 'GET', `/api/ssh/job-logs/${jobId}`);
  expect(logs.status).toBe(200);
  expect(logs.body.job.id).toBe(jobId);
  expect(logs.body.logs.length).toBeGreaterThan(0);
  expect(JSON.stringify(logs.body)).not.toContain(password);
  writeFileSync(stack.sims.testEnv.E2E_SSH_GATE, '');
  const done = await bobForAll.waitFor('job_completed', (m) => m.jobId === jobId);
  expect(done.status).toBe('completed');
  expect(bobForAll.raw.join('\n')).not.toContain(password);
}, 30_000);

test('the For Me socket of another user never carried the job', async () => {
  // Checked after the job completed, so every active_jobs it was sent while the job ran is in.
  expect(await activeIds(bob, true)).toEqual([]);
  const listed = bobForMe.messages.flatMap((m) => (m.type === 'active_jobs' ? m.jobs.map((j) => j.id) : []));
  expect(bobForMe.messages.some((m) => m.type === 'active_jobs')).toBe(true);
  expect(listed).not.toContain(jobId);
  expect(bobForMe.messages.filter((m) => m.type === 'log_update' || m.type === 'job_completed')).toEqual([]);
  expect(bobForMe.raw.join('\n')).not.toContain(password);
});

test('an unknown job id is a 404', async () => {
  expect((await as(bob, 'GET', '/api/ssh/job-logs/no-such-job')).status).toBe(404);
});
