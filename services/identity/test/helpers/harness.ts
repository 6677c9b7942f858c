// One identity app per test file on real dependencies: embedded Mongo, nats-server, a capturing
// SMTP server and the Telegram Bot API simulator. Log lines are kept for the no-secret checks.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startTelegramSim, type RunningTelegramSim } from '@dop/provider-sims';
import type { ServiceApp } from '@dop/service-kit';
import { buildTestApp, startMongo, startNats, type TestMongo, type TestNats } from '@dop/service-testing';
import { buildApp } from '../../src/app';
import { identityEnv, type IdentityConfig } from '../../src/config';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';

export interface Harness {
  app: ServiceApp;
  config: IdentityConfig;
  smtp: SmtpCapture;
  telegram: RunningTelegramSim;
  mongo: TestMongo;
  nats: TestNats;
  dataDir: string;
  logs: string[];
  close(): Promise<void>;
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const started = await Promise.allSettled([startMongo(), startNats(), startSmtpCapture(), startTelegramSim()]);
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    // Whatever did start must not outlive the failed setup.
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    throw (failed as PromiseRejectedResult).reason;
  }
  const [mongo, nats, smtp, telegram] = started.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
    TestMongo,
    TestNats,
    SmtpCapture,
    RunningTelegramSim,
  ];
  const dataDir = await mkdtemp(join(tmpdir(), 'identity-test-'));
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const t = await buildTestApp({
    build: (config: IdentityConfig) => buildApp(config, { logStream }),
    schema: identityEnv,
    mongo,
    nats,
    env: {
      LOG_LEVEL: 'debug',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      TELEGRAM_API_URL: telegram.url,
      // The Telegram simulator listens on 127.0.0.1: reached through EGRESS_ALLOW alone.
      EGRESS_ALLOW: '127.0.0.1',
      TELEGRAM_BOT_TOKEN: telegram.token,
      ...env,
    },
  });
  return {
    app: t.app,
    config: t.config,
    smtp,
    telegram,
    mongo,
    nats,
    dataDir,
    logs,
    async close() {
      await t.close();
      await Promise.all([mongo.stop(), nats.stop(), smtp.stop(), telegram.stop()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Replica {
  app: ServiceApp;
  logs: string[];
  close(): Promise<void>;
}

/**
 * A second identity instance on the harness's database and NATS, as a second replica behind the
 * gateway; config overrides (OWNER_EMAIL, SIGNUP_MODE…) apply to it alone.
 */
export async function startReplica(h: Harness, overrides: Partial<IdentityConfig> = {}): Promise<Replica> {
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({ ...h.config, ...overrides }, { logStream });
  return { app, logs, close: () => app.close() };
}
