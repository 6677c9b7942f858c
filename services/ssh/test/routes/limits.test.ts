// The job's limits from config: at most SSH_MAX_PARALLEL servers at once, and each within
// SSH_SERVER_TIMEOUT_MS (the gated script here never finishes on its own).
import { waitFor } from '@dop/service-testing';
import { GOOD, OTHER, startHarness, type Harness } from '../helpers/harness';
import { gatedScript, type GatedScript } from '../helpers/scripts';

let h: Harness;
let gate: GatedScript;
beforeAll(async () => {
  gate = await gatedScript(1, 1);
  h = await startHarness({ env: { SSH_INSTALL_SCRIPT: gate.path, SSH_MAX_PARALLEL: '1', SSH_SERVER_TIMEOUT_MS: '2000' } });
});
afterAll(async () => {
  await h?.stop();
  await gate?.remove();
});

test('one server at a time, each stopped at its timeout', async () => {
  const jobId = await h.install([
    { host: GOOD, password: h.target.user.password },
    { host: OTHER, password: h.target.user.password },
  ]);
  const jobs = h.t.app.ssh.models.jobs;
  const states = async () => ((await jobs.findById(jobId).lean())?.servers ?? []).map((s) => s.status);
  /** The servers' states the first time `index` is running. */
  const whenRunning = (index: number) =>
    waitFor(
      async () => {
        const now = await states();
        return now[index] === 'running' && now;
      },
      { what: `server ${index + 1} running` },
    );
  expect(await whenRunning(0)).toEqual(['running', 'pending']);
  expect(await whenRunning(1)).toEqual(['failed', 'running']);
  const job = await h.finished(jobId);
  expect(job.servers.map((s) => s.error)).toEqual([`Timed out after 2 s on ${GOOD}`, `Timed out after 2 s on ${OTHER}`]);
  expect(job.status).toBe('failed');
});
