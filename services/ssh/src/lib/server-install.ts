// One server of a job, start to finish: its state in the job, its lines in the console, its outcome
// in the operation logs. Every way it can end is recorded as completed or failed with the reason.
import type { SecretBox } from '@dop/service-kit';
import type { JobDoc } from '../models/job';
import { checkHostKey } from './host-keys';
import type { JobDeps } from './job-deps';
import type { RunnerConfig } from './job-runner';
import { installEvents } from './install-events';
import { updateServer } from './job-store';
import { refusedTargetReason, sshTargetPolicy } from './target-address';
import type { JobLogWriter } from './log-writer';
import { runScript, SshRunError } from './ssh-session';

export interface ServerRunContext {
  deps: JobDeps;
  config: RunnerConfig;
  box: SecretBox;
  writer: JobLogWriter;
  job: JobDoc;
  signal: AbortSignal;
  /** The install script's text, or why it could not be read. */
  script: string | Error;
}

export async function runServer(ctx: ServerRunContext, index: number, skipReason: string | null): Promise<void> {
  const { deps, config, writer, job } = ctx;
  const server = job.servers[index];
  const host = server.host;
  const port = config.SSH_PORT;
  const actor = { userId: job.userId, userName: job.userName ?? undefined };
  const system = (level: 'info' | 'success' | 'error', message: string) => writer.write({ host, stream: 'system', level, message });

  const fail = async (error: string, exitCode: number | null = null) => {
    const fields = { status: 'failed' as const, error, exitCode };
    await updateServer(deps.models.jobs, job._id, index, fields, installEvents(job, index, port, fields));
    deps.nudgeEvents?.();
    deps.live.jobsChanged(job._id);
    system('error', `Installation failed on ${host}: ${error}`);
    await deps.ops.line(actor, job._id, host, 'error', `SSH install failed on ${host}: ${error}`);
  };

  if (skipReason) return fail(skipReason);
  // Checked again at call time: a queued job outlives a change of EGRESS_ALLOW or SSH_ALLOWED_HOSTS.
  // Targets are IPv4 literals, so ssh2 connects to exactly the address checked (no lookup).
  const refused = refusedTargetReason(host, port, sshTargetPolicy(config));
  if (refused) return fail(refused);
  if (ctx.script instanceof Error) return fail(`Install script ${config.SSH_INSTALL_SCRIPT} could not be read: ${ctx.script.message}`);
  let password: string;
  try {
    password = ctx.box.decrypt(server.password ?? '');
  } catch {
    return fail('The stored password could not be decrypted (was SECRETS_KEY changed?)');
  }

  await updateServer(deps.models.jobs, job._id, index, { status: 'running', startedAt: new Date() });
  // Every server state change refreshes the active job lists (the hub batches bursts).
  deps.live.jobsChanged(job._id);
  const login = config.SSH_TEST_LOGIN_USER ?? server.username;
  const mapped = login !== server.username ? ` (SSH_TEST_LOGIN_USER in place of ${server.username})` : '';
  system('info', `Connecting to ${login}@${host}:${port}${mapped}`);
  try {
    await runScript({
      host,
      port,
      username: login,
      password,
      script: ctx.script,
      connectTimeoutMs: config.SSH_CONNECT_TIMEOUT_MS,
      timeoutMs: config.SSH_SERVER_TIMEOUT_MS,
      signal: ctx.signal,
      verifyHostKey: async (fingerprint) => {
        if ((await checkHostKey(deps.models.knownHosts, `${host}:${port}`, fingerprint)) === 'recorded')
          system('info', `Host key of ${host}:${port} recorded on first contact: ${fingerprint}`);
      },
      onReady: () => system('info', `Connected to ${host}; running the install script`),
      onLine: (stream, message) => writer.write({ host, stream, level: 'info', message }),
    });
  } catch (err) {
    return fail(
      err instanceof SshRunError ? err.message : `Unexpected error: ${(err as Error).message}`,
      (err as SshRunError).exitCode ?? null,
    );
  }
  const completed = { status: 'completed' as const, error: null, exitCode: 0 };
  await updateServer(deps.models.jobs, job._id, index, completed, installEvents(job, index, port, completed));
  deps.nudgeEvents?.();
  deps.live.jobsChanged(job._id);
  system('success', `Installation completed on ${host}`);
  await deps.ops.line(actor, job._id, host, 'success', `SSH install completed on ${host}`);
}
