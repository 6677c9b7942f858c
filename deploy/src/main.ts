// Entry of `npm start` after deploy/bin/start.js has made sure dependencies are installed.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { fail, info, ok } from './log';
import { STOPPING, Supervisor } from './supervisor';

const root = path.resolve(__dirname, '../..');
const DUPLICATE_SIGNAL_MS = 1000;

async function main(): Promise<void> {
  const startedAt = Date.now();
  let config;
  try {
    config = loadConfig(process.env, root);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  const supervisor = new Supervisor(config);

  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (firstSignalAt) {
      // Under `npm start` one Ctrl-C arrives twice (from the terminal and forwarded by npm); only a
      // second press, later, means "now": no more waiting for graceful exits.
      if (Date.now() - firstSignalAt < DUPLICATE_SIGNAL_MS) return;
      fail(`${signal} again: killing everything`);
      supervisor.killAll();
      process.exit(130);
    }
    firstSignalAt = Date.now();
    const t = Date.now();
    info(`${signal}: stopping services and gateway, then NATS and MongoDB (again to force)`);
    supervisor.stop().then(
      () => {
        ok('stopped', t);
        process.exit(0);
      },
      (err: unknown) => {
        fail(`error while stopping: ${String(err)}`);
        supervisor.killAll();
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  process.on('exit', () => supervisor.killAll());

  try {
    await supervisor.run(startedAt);
  } catch (err) {
    if (supervisor.isStopping && err instanceof Error && err.message === STOPPING) return;
    fail(err instanceof Error ? err.message : String(err));
    await supervisor.stop();
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  fail(`supervisor crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
