// The ssh service under test: embedded Mongo, a real nats-server, and a real sshd on 127.0.0.1 and
// 127.0.0.2 with its own throwaway user (SSH_TEST_LOGIN_USER maps the requested root to it).
import { randomBytes } from 'node:crypto';
import type { ServiceApp } from '@dop/service-kit';
import { buildTestApp, signedHeaders, startSshTarget, waitFor, type TestApp, type TestSshTarget } from '@dop/service-testing';
import { buildApp } from '../../src/app';
import { sshServiceEnv, type SshServiceConfig } from '../../src/config';
import type { JobDoc } from '../../src/models/job';
import { HARMLESS_SCRIPT } from './scripts';

export const GOOD = '127.0.0.1';
export const OTHER = '127.0.0.2';

export interface Harness {
  t: TestApp<ServiceApp, SshServiceConfig>;
  target: TestSshTarget;
  /** POST /api/ssh/background-install as `userId`. */
  install(servers: Array<{ host: string; password: string; username?: string }>, userId?: string): Promise<string>;
  /** Waits until the job is completed or failed, with its summary line stored, and returns it. */
  finished(jobId: string): Promise<JobDoc>;
  stop(): Promise<void>;
}

export function serviceEnv(target: TestSshTarget, extra: Record<string, string> = {}): Record<string, string> {
  return {
    SECRETS_KEY: randomBytes(32).toString('base64'),
    SSH_PORT: String(target.sshd.port),
    SSH_ALLOWED_HOSTS: `${GOOD},${OTHER}`,
    SSH_TEST_LOGIN_USER: target.user.name,
    SSH_INSTALL_SCRIPT: HARMLESS_SCRIPT,
    SSH_CONNECT_TIMEOUT_MS: '10000',
    SSH_JOB_LEASE_MS: '3000',
    ...extra,
  };
}

export async function startHarness(opts: { env?: Record<string, string>; target?: TestSshTarget } = {}): Promise<Harness> {
  const target = opts.target ?? (await startSshTarget({ addresses: [GOOD, OTHER] }));
  try {
    const t = await buildTestApp({
      schema: sshServiceEnv,
      build: (config) => buildApp(config, { logger: false }),
      mongo: true,
      nats: true,
      env: serviceEnv(target, opts.env),
    });
    const jobs = t.app.ssh.models.jobs;
    return {
      t,
      target,
      async install(servers, userId = 'u-ssh-1') {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/ssh/background-install',
          headers: signedHeaders({ userId, userName: `User ${userId}` }),
          payload: { servers: servers.map((s) => ({ username: 'root', ...s })) },
        });
        if (res.statusCode !== 200) throw new Error(`install answered ${res.statusCode}: ${res.body}`);
        return res.json().jobId as string;
      },
      finished: (jobId) =>
        waitFor(
          async () => {
            const job = await jobs.findById(jobId).lean<JobDoc>();
            if (!job || (job.status !== 'completed' && job.status !== 'failed')) return null;
            // The summary line is written just after the job is closed.
            const summary = await t.app.ssh.models.logs.countDocuments({ jobId, message: /^Installation finished/ });
            return summary > 0 ? job : null;
          },
          { timeoutMs: 60_000, intervalMs: 50, what: `ssh job ${jobId} to finish` },
        ),
      async stop() {
        await t.close();
        if (!opts.target) await target.stop();
      },
    };
  } catch (err) {
    if (!opts.target) await target.stop();
    throw err;
  }
}
