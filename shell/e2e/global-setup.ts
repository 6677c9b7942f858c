import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRegistrarSims, startRemoteSiteSim, startTelegramSim } from '@dop/provider-sims';
import { startFolderSims } from './sims/load';
import { freePort } from '@dop/service-testing/src/free-port';
import { waitFor } from '@dop/service-testing/src/wait-for';
import { REPO_ROOT, restoreAllHidden } from './support/hidden-dist';
import { identityMongoUri } from './support/identity-process';
import { newOwner, registerOwner } from './support/owner-setup';
import { startSmtpCapture } from './support/smtp-capture';

// npm start may build every stale front end first (about 10-20 s each on 2 cores).
const READY_TIMEOUT_MS = 8 * 60_000;
const STOP_TIMEOUT_MS = 20_000;

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

async function waitReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  await waitFor(() => healthy(url), {
    timeoutMs: READY_TIMEOUT_MS,
    intervalMs: 500,
    what: `${url}/healthz to be green`,
    abort: () => (child.exitCode !== null ? `npm start exited with ${child.exitCode} before ${url}/healthz was green` : undefined),
  }).catch((err: Error) => {
    throw new Error(`${err.message}:\n${tail(logFile)}`);
  });
}

function tail(file: string): string {
  return fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
}

/**
 * Stops what we started the way Ctrl-C does: SIGINT to the process group of `npm start` (npm alone
 * would not pass it through its `sh -c` to the supervisor), SIGKILL to that group if it hangs.
 */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const group = -child.pid;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(group, sig);
    } catch {}
  };
  signal('SIGINT');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), STOP_TIMEOUT_MS));
  if ((await Promise.race([exited(child), timer])) === 'timeout') {
    signal('SIGKILL');
    await exited(child);
  }
}

/**
 * Starts the product with `npm start` on a free port with its data in a temp dir, its mail going to a
 * local SMTP capture, its Telegram calls to the Bot API simulator and its registrar calls to the
 * registrar simulators (the supervisor passes its own
 * env on to every service: deploy/src/app-processes.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const restored = restoreAllHidden();
  if (restored.length) console.log(`[e2e] restored dist/ left hidden by an earlier run: ${restored.join(', ')}`);

  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dop-e2e-'));
  const logFile = path.join(dataDir, 'npm-start.log');
  const log = fs.openSync(logFile, 'a');
  const url = `http://127.0.0.1:${port}`;
  const mailDir = path.join(dataDir, 'e2e-mail');
  const smtp = await startSmtpCapture(mailDir);
  const telegram = await startTelegramSim();
  // The registrars service talks to these instead of the real registrar APIs (NAMESILO_API_URL …).
  const registrars = await startRegistrarSims();
  // The env service's remote sites: the e2e domains point at it (ENV_HOSTS); env-meta.test stands for
  // the cloud metadata address and is not allow-listed, so the SSRF guard must refuse it.
  const remoteSites = await startRemoteSiteSim();
  // Cloudflare, billing, DNS, hosting and SSH targets: one module each in sims/.
  const folderSims = await startFolderSims();
  const folderProductEnv = Object.assign({}, ...folderSims.map((s) => s.productEnv)) as Record<string, string>;
  const stopSims = async () => {
    await smtp.stop();
    await telegram.stop();
    await registrars.stop();
    await remoteSites.stop();
    await Promise.all(folderSims.map((s) => s.stop()));
  };

  // Issue 25: only OWNER_EMAIL's account is the owner; it registers first, before any worker starts.
  const owner = newOwner();

  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_BOT_TOKEN: telegram.token,
      ...registrars.env,
      ...remoteSites.env,
      ...folderProductEnv,
      ENV_HOSTS: 'env-ok.test=127.0.0.1,env-fail.test=127.0.0.1,env-meta.test=169.254.169.254',
      // Every simulator listens on 127.0.0.1: reached through EGRESS_ALLOW alone (issue 26); env-meta.test
      // (169.254.169.254) stays refused. The two test sites may receive the site authorization, over
      // plain http because EGRESS_ALLOW names them (the credential rule of issue 26).
      EGRESS_ALLOW: '127.0.0.1,env-ok.test,env-fail.test',
      ENV_SITE_HOSTS: 'env-ok.test,env-fail.test',
      OWNER_EMAIL: owner.email,
      // Every other sign-up waits for the owner's approval (the default, said here so the suite means it).
      SIGNUP_MODE: 'approval',
      // Every test signs in from 127.0.0.1; the per-IP limit (100/min) is for a crowd of clients, and
      // its own tests are identity's. The per-account limits stay as shipped.
      AUTH_REQUESTS_PER_IP_PER_MIN: '100000',
      // The secrets audit's NATS tap on '>' counts as interest in every inbox, so nats-server keeps
      // handing job messages to the pull requests of a worker killed by recovery.spec until they
      // expire; such a message comes back after the ack wait (default 5 min; the fault suite uses 15 s too).
      JOB_ACK_WAIT_MS: '15000',
    },
    stdio: ['ignore', log, log],
    // Its own process group, so stop() can signal npm, its shell and the supervisor together.
    detached: true,
  });
  console.log(`[e2e] npm start on ${url} (log: ${logFile})`);

  // Secrets audit (deploy/src/reliability, loaded by path: deploy is not a dependency of the shell).
  const { startE2eSecretsAudit } = require(path.join(REPO_ROOT, 'deploy/src/reliability/e2e-secrets-audit.ts')) as {
    startE2eSecretsAudit(o: object): Promise<{ beforeStop(): Promise<void>; verdict(): void }>;
  };
  let audit: Awaited<ReturnType<typeof startE2eSecretsAudit>> | undefined;
  try {
    await waitReady(url, child, logFile);
    process.env.E2E_IDENTITY_MONGODB_URI = identityMongoUri(dataDir);
    audit = await startE2eSecretsAudit({ dataDir, logFile, mailDir, sims: [telegram, registrars, remoteSites, ...folderSims] });
    // The owner first, as a real deployment starts (its sign-up is in the audited traffic too).
    await registerOwner(url, mailDir, owner);
  } catch (error) {
    // The audit's NATS connection would keep this process alive; it never throws.
    await audit?.beforeStop();
    await stop(child);
    await stopSims();
    throw error;
  }
  process.env.E2E_BASE_URL = url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_OWNER_USERNAME = owner.username;
  process.env.E2E_OWNER_EMAIL = owner.email;
  process.env.E2E_OWNER_PASSWORD = owner.password;
  process.env.E2E_TELEGRAM_SIM_URL = telegram.url;
  process.env.E2E_NAMESILO_SIM_URL = registrars.namesilo.url;
  // Issue 29's inventory spec seeds and drifts domains at the Porkbun simulator.
  process.env.E2E_PORKBUN_SIM_URL = registrars.porkbun.url;
  process.env.E2E_REMOTE_SITE_SIM_URL = remoteSites.url;
  for (const sim of folderSims) Object.assign(process.env, sim.testEnv);
  console.log(`[e2e] ready: ${url}`);

  const started = audit;
  return async () => {
    await started.beforeStop();
    await stop(child);
    await stopSims();
    fs.closeSync(log);
    try {
      started.verdict();
      const { natsViolations } = require(path.join(REPO_ROOT, 'deploy/src/reliability/nats-violations.ts')) as {
        natsViolations(text: string): string[];
      };
      const violations = natsViolations(fs.readFileSync(logFile, 'utf8'));
      if (violations.length) throw new Error(`NATS refused an app during the e2e run:\n${violations.join('\n')}`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
