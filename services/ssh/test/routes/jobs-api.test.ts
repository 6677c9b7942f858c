// The job API around a job held mid-run by a gated script: active-jobs while it runs (and not after),
// the sealed password meanwhile, job-logs paging, and bad input answered 4xx naming the field.
import { signedHeaders, waitFor } from '@dop/service-testing';
import { GOOD, OTHER, startHarness, type Harness } from '../helpers/harness';
import { gatedScript, type GatedScript } from '../helpers/scripts';

let h: Harness;
let gate: GatedScript;
beforeAll(async () => {
  gate = await gatedScript(3, 600);
  h = await startHarness({ env: { SSH_INSTALL_SCRIPT: gate.path } });
});
afterAll(async () => {
  await h?.stop();
  await gate?.remove();
});

const as = (userId: string) => signedHeaders({ userId, userName: `User ${userId}` });
const get = (url: string, userId = 'u-ssh-1') => h.t.app.inject({ url, headers: as(userId) });
const post = (payload: unknown, headers: Record<string, string> = as('u-ssh-1')) =>
  h.t.app.inject({ method: 'POST', url: '/api/ssh/background-install', headers, payload: payload as object });

test('a running job: listed in active-jobs without its password, password sealed, logs paged; gone once it ends', async () => {
  const jobId = await h.install([{ host: GOOD, password: h.target.user.password }], 'u-ssh-active');
  await waitFor(async () => (await h.t.app.ssh.models.logs.countDocuments({ jobId, stream: 'stdout' })) >= 3, { what: 'first lines' });

  const mine = (await get('/api/ssh/active-jobs', 'u-ssh-active')).json();
  expect(mine.jobs).toEqual([
    expect.objectContaining({
      id: jobId,
      status: 'running',
      userId: 'u-ssh-active',
      servers: [expect.objectContaining({ host: GOOD, status: 'running' })],
    }),
  ]);
  expect(JSON.stringify(mine)).not.toContain('password');
  expect((await get('/api/ssh/active-jobs', 'u-ssh-other')).json().jobs).toEqual([]);
  expect((await get('/api/ssh/active-jobs?showAll=true', 'u-ssh-other')).json().jobs.map((j: { id: string }) => j.id)).toEqual([jobId]);

  const stored = await h.t.app.ssh.models.jobs.collection.findOne({ _id: jobId as never });
  const sealed = (stored?.servers as Array<{ password: string }>)[0].password;
  expect(sealed).toMatch(/^v1:/);
  expect(JSON.stringify(stored)).not.toContain(h.target.user.password);
  expect(h.t.app.ssh.box.decrypt(sealed)).toBe(h.target.user.password);

  await gate.open();
  const job = await h.finished(jobId);
  expect(job.status).toBe('completed');
  expect(job.servers[0].password).toBeNull();
  expect((await get('/api/ssh/active-jobs?showAll=true')).json().jobs).toEqual([]);

  // 603 script lines plus the service's own: the default answer is the last 500, in order.
  const total = await h.t.app.ssh.models.logs.countDocuments({ jobId });
  const last = (await get(`/api/ssh/job-logs/${jobId}`)).json().logs;
  expect(last).toHaveLength(500);
  expect(last[0].seq).toBe(total - 499);
  expect(last[499].seq).toBe(total);
  const page = (await get(`/api/ssh/job-logs/${jobId}?afterSeq=2&limit=3`)).json().logs;
  expect(page.map((l: { seq: number }) => l.seq)).toEqual([3, 4, 5]);
});

test('unknown job: 404; unsigned calls: 401', async () => {
  const missing = await get('/api/ssh/job-logs/no-such-job');
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.code).toBe('not_found');
  expect((await h.t.app.inject({ url: '/api/ssh/active-jobs' })).statusCode).toBe(401);
  expect((await post({ servers: [{ host: GOOD, password: 'x' }] }, {})).statusCode).toBe(401);
});

test('bad input is 400 naming the field, and nothing is stored', async () => {
  const cases: Array<[unknown, string]> = [
    [{}, 'servers'],
    [{ servers: [] }, 'servers'],
    [{ servers: [{ host: 'not-an-ip', password: 'p' }] }, 'servers.0.host'],
    [{ servers: [{ host: GOOD, password: '' }] }, 'servers.0.password'],
    [{ servers: [{ host: GOOD, password: 'p', username: 'Root Admin' }] }, 'servers.0.username'],
    [
      {
        servers: [
          { host: OTHER, password: 'p' },
          { host: OTHER, password: 'q' },
        ],
      },
      'servers.1.host',
    ],
  ];
  for (const [payload, path] of cases) {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'body', path })]));
  }
  expect((await post({ servers: [{ host: GOOD, password: '' }] })).json().error.message).toContain('Заполните все поля IP и пароля');
  expect((await get('/api/ssh/job-logs/x?limit=501')).statusCode).toBe(400);
  expect(await h.t.app.ssh.models.jobs.countDocuments({ userId: 'u-ssh-1' })).toBe(0);
});

test('metadata, link-local and loopback targets are refused before anything is stored', async () => {
  for (const [host, why] of [
    ['169.254.169.254', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['100.100.100.200', 'metadata'],
    ['127.0.0.3', 'loopback'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
  ]) {
    const res = await post({
      servers: [
        { host: GOOD, password: 'p' },
        { host, password: 'p' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'address_refused', details: [{ in: 'body', path: 'servers.1.host' }] });
    expect(res.json().error.message).toContain(why);
  }
  expect(await h.t.app.ssh.models.jobs.countDocuments({ userId: 'u-ssh-1' })).toBe(0);
});
