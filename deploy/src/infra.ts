// The two pieces of infrastructure the supervisor runs itself: embedded MongoDB (unless MONGODB_URI
// points elsewhere) and nats-server with JetStream (unless NATS_URL does). Both keep their data under
// DATA_DIR and bind loopback only: nothing outside this machine talks to them.
import path from 'node:path';
import { ManagedProcess } from './managed-process';
import { waitFor } from '@dop/service-kit/src/wait-for';
import { httpProbe, tcpOpen } from './readiness';

const LOOPBACK = '127.0.0.1';

export interface InfraChild {
  proc: ManagedProcess;
  /** What connects to it (a mongodb:// or nats:// URL). */
  url: string;
  /** Resolves when it accepts clients; rejects when it gives up. */
  ready: (abort: () => string | undefined) => Promise<void>;
  marker: string;
}

export function mongoChild(root: string, dataDir: string, port: number): InfraChild {
  const dbPath = path.join(dataDir, 'mongo');
  const bin = path.join(root, 'services/packages/embedded-mongo/bin/embedded-mongo.js');
  const proc = new ManagedProcess({
    name: 'mongo',
    command: process.execPath,
    args: [bin, '--dbpath', dbPath, '--port', String(port), '--bind_ip', LOOPBACK],
    cwd: root,
    env: process.env,
    restart: true,
  });
  return {
    proc,
    url: `mongodb://${LOOPBACK}:${port}/?directConnection=true`,
    ready: async (abort) => {
      await waitFor(() => tcpOpen(LOOPBACK, port), { timeoutMs: 60_000, intervalMs: 150, abort, what: `mongod on port ${port}` });
    },
    marker: dbPath,
  };
}

/** nats-server logs a 25-line banner at info; below debug only its warnings and errors are worth a console line. */
export const natsLineFilter =
  (verbose: boolean) =>
  (line: string): boolean =>
    verbose || !/\[INF\]/.test(line);

export function natsChild(
  root: string,
  natsBin: string,
  dataDir: string,
  port: number,
  monitorPort: number,
  verbose: boolean,
  /** nats-server configuration with the users (nats-users.ts); without it anyone on the machine may connect. */
  usersFile?: string,
): InfraChild {
  const storeDir = path.join(dataDir, 'nats');
  const proc = new ManagedProcess({
    name: 'nats',
    command: natsBin,
    args: [
      ...(usersFile ? ['-c', usersFile] : []),
      ...['-a', LOOPBACK, '-p', String(port), '-js', '-sd', storeDir, '-m', String(monitorPort)],
    ],
    cwd: root,
    env: process.env,
    restart: true,
    showLine: natsLineFilter(verbose),
  });
  return {
    proc,
    url: `nats://${LOOPBACK}:${port}`,
    // /healthz on the monitor port turns 200 once JetStream is up, not merely once the port is open.
    ready: async (abort) => {
      await waitFor(async () => (await httpProbe(`http://${LOOPBACK}:${monitorPort}/healthz`)).ok, {
        timeoutMs: 30_000,
        intervalMs: 150,
        abort,
        what: 'nats-server /healthz',
      });
    },
    marker: storeDir,
  };
}
