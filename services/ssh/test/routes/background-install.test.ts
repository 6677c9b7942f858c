// Acceptance (issue 12): an install on two targets of a real sshd, one with the right password and
// one with a wrong one, ends with one server completed with its output lines and one failed with the
// authentication error; passwords are sealed while queued, never on NATS, and dropped at the end.
import { connect } from 'nats';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { signedHeaders, streamMessages, waitFor } from '@dop/service-testing';
import { GOOD, OTHER, startHarness, type Harness } from '../helpers/harness';
import { HARMLESS_LINES } from '../helpers/scripts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

const headers = () => signedHeaders({ userId: 'u-ssh-1', userName: 'User u-ssh-1' });

test('one good and one wrong password: one completed with its lines, one failed with the authentication error', async () => {
  const nc = await connect({ servers: h.t.nats!.url });
  const onNats: string[] = [];
  const opsLines: Array<{ operationType: string; domain: string | null; level: string; jobId: string; message: string }> = [];
  const sub = nc.subscribe('>', {
    callback: (_e, m) => {
      onNats.push(m.string());
      if (m.subject === 'ops.log.appended') opsLines.push(m.json());
    },
  });
  await nc.flush();

  const jobId = await h.install([
    { host: GOOD, password: h.target.user.password },
    { host: OTHER, password: 'not-the-password' },
  ]);
  const job = await h.finished(jobId);
  // The job's own ops line follows its close.
  await waitFor(() => opsLines.some((l) => l.domain === null), { what: 'the job ops line' });
  // Subscribers of EVENTS hear of each server's end once: host, port and outcome (issue 32).
  type Install = { jobId: string; host: string; port: number; exitCode: number | null; reason?: string };
  const ends = async (subject: string) => (await streamMessages<Install>(nc, EVENTS_STREAM.name, subject)).filter((e) => e.jobId === jobId);
  const completed: Install[] = await waitFor(async () => {
    const got = await ends('ssh.install.completed');
    return got.length >= 1 && got;
  });
  const failed: Install[] = await waitFor(async () => {
    const got = await ends('ssh.install.failed');
    return got.length >= 1 && got;
  });
  sub.unsubscribe();
  await nc.close();

  expect(job.status).toBe('failed');
  const [good, bad] = job.servers;
  expect(good).toMatchObject({ host: GOOD, status: 'completed', error: null, exitCode: 0, password: null });
  expect(bad).toMatchObject({ host: OTHER, status: 'failed', password: null });
  expect(bad.error).toBe(`Authentication failed for ${h.target.user.name}@${OTHER}: wrong user name or password`);

  const res = await h.t.app.inject({ url: `/api/ssh/job-logs/${jobId}`, headers: headers() });
  expect(res.statusCode).toBe(200);
  const { logs, job: view } = res.json();
  expect(view).toMatchObject({ id: jobId, status: 'failed', servers: [{ status: 'completed' }, { status: 'failed' }] });
  expect(logs.map((l: { seq: number }) => l.seq)).toEqual(logs.map((_: unknown, i: number) => i + 1));
  const goodOutput = logs
    .filter((l: { host: string; stream: string }) => l.host === GOOD && l.stream === 'stdout')
    .map((l: { message: string }) => l.message);
  expect(goodOutput).toEqual(expect.arrayContaining(HARMLESS_LINES));
  expect(goodOutput.filter((m: string) => m.startsWith('step'))).toEqual(HARMLESS_LINES.slice(0, 5));
  expect(goodOutput).toContain(`== Running as ${h.target.user.name}`);
  expect(logs).toContainEqual(expect.objectContaining({ host: GOOD, stream: 'stderr', message: 'a note on stderr' }));
  expect(logs).toContainEqual(expect.objectContaining({ host: GOOD, level: 'success', message: `Installation completed on ${GOOD}` }));
  expect(logs).toContainEqual(
    expect.objectContaining({ host: OTHER, level: 'error', message: `Installation failed on ${OTHER}: ${bad.error}` }),
  );
  expect(logs.some((l: { host: string; stream: string }) => l.host === OTHER && l.stream === 'stdout')).toBe(false);
  expect(logs[logs.length - 1]).toMatchObject({ host: null, level: 'error', message: expect.stringContaining('1 of 2 servers failed') });
  // The operations panel gets one line per server and one for the job.
  expect(opsLines.map((l) => [l.operationType, l.domain, l.level, l.jobId])).toEqual(
    expect.arrayContaining([
      ['ssh', GOOD, 'success', jobId],
      ['ssh', OTHER, 'error', jobId],
      ['ssh', null, 'error', jobId],
    ]),
  );
  expect(completed.map((e) => [e.host, e.exitCode])).toEqual([[GOOD, 0]]);
  expect(failed.map((e) => [e.host, e.reason])).toEqual([[OTHER, bad.error]]);
  // The passwords never travelled over NATS in clear text.
  expect(onNats.length).toBeGreaterThan(0);
  expect(onNats.join('\n')).not.toContain(h.target.user.password);
  expect(onNats.join('\n')).not.toContain('not-the-password');
});

test('a changed host key fails the server with a clear message', async () => {
  const first = await h.finished(await h.install([{ host: GOOD, password: h.target.user.password }]));
  expect(first.status).toBe('completed');
  const before = h.target.sshd.fingerprint;
  await h.target.sshd.restart({ newHostKey: true });
  const job = await h.finished(await h.install([{ host: GOOD, password: h.target.user.password }]));
  expect(job.status).toBe('failed');
  const error = job.servers[0].error ?? '';
  expect(error).toContain(`Host key of ${GOOD}:${h.target.sshd.port} has changed`);
  expect(error).toContain(before);
  expect(error).toContain(h.target.sshd.fingerprint);
  expect(error).toContain('refusing to connect');
  const known = await h.t.app.ssh.models.knownHosts.findById(`${GOOD}:${h.target.sshd.port}`).lean();
  expect(known?.fingerprint).toBe(before);
});
