// A real nats-server with JetStream for tests: own port, own store dir, stopped by PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { retry } from '@dop/service-kit/src/retry';
import { exited, stopChild, tailOutput } from './child-process';
import { freePort } from './free-port';
import { greetsWith } from './tcp-greeting';
import { waitFor } from './wait-for';

export interface StartNatsOptions {
  /** Reuse a port (e.g. to restart after stop); default: a free one. */
  port?: number;
  /** Reuse a store dir so streams survive a restart; default: a fresh temp dir removed on stop. */
  storeDir?: string;
  binary?: string;
  /** Where a port of our own choosing comes from (tests of the retry); default: a free one. */
  pickPort?: () => Promise<number>;
  /** A nats-server configuration file (users and permissions), given with -c. */
  configFile?: string;
  /** Variables the configuration file refers to (`$NAME`), beside the test process's own environment. */
  env?: Record<string, string>;
}

export interface TestNats {
  url: string;
  port: number;
  storeDir: string;
  pid: number;
  stop(): Promise<void>;
}

const MISSING = 'install the Debian package "nats-server" (apt-get install -y nats-server)';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Debian puts it in /usr/sbin, which is not on every user's PATH. */
export function findNatsServer(dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/bin', '/usr/local/bin']): string {
  for (const dir of dirs) {
    const file = join(dir, 'nats-server');
    if (dir && executable(file)) return file;
  }
  throw new Error(`nats-server not found: ${MISSING}`);
}

/** Tries for a port of our own choosing; one found free can be taken before nats-server binds it. */
const PORT_TRIES = 5;

export async function startNats(opts: StartNatsOptions = {}): Promise<TestNats> {
  const binary = opts.binary ?? findNatsServer();
  if (!executable(binary)) throw new Error(`nats-server not found at ${binary}: ${MISSING}`);
  const ownsStore = !opts.storeDir;
  const storeDir = opts.storeDir ?? (await mkdtemp(join(tmpdir(), 'nats-test-')));
  const start = async (): Promise<TestNats> => {
    const port = opts.port ?? (await (opts.pickPort ?? freePort)());
    const child = await launch(binary, port, storeDir, opts.configFile, opts.env);
    return {
      url: `nats://127.0.0.1:${port}`,
      port,
      storeDir,
      pid: child.pid as number,
      async stop() {
        await stopChild(child);
        if (ownsStore) await rm(storeDir, { recursive: true, force: true });
      },
    };
  };
  try {
    // A free port is free only when it is checked: an outgoing connection may take it as its source
    // port (same ephemeral range) before nats-server binds it. Another one at once, then; not for a
    // port the caller asked for.
    return await retry(start, {
      retries: opts.port === undefined ? PORT_TRIES - 1 : 0,
      firstDelayMs: 0,
      retryable: (err) => err instanceof PortTakenError,
    });
  } catch (err) {
    if (ownsStore) await rm(storeDir, { recursive: true, force: true });
    throw err;
  }
}

class PortTakenError extends Error {}

async function launch(
  binary: string,
  port: number,
  storeDir: string,
  configFile?: string,
  env?: Record<string, string>,
): Promise<ChildProcess> {
  const config = configFile ? ['-c', configFile] : [];
  const child = spawn(binary, [...config, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const output = tailOutput(child);
  let gone = false;
  child.on('error', () => (gone = true));
  void exited(child).then(() => (gone = true));
  try {
    // Done waiting when it greets (nats-server sends every client an INFO line once it accepts
    // connections) or when it has exited.
    await waitFor(async () => gone || greetsWith('127.0.0.1', port, 'INFO'), {
      timeoutMs: 15_000,
      what: `nats-server on port ${port}`,
    });
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  if (gone) {
    const text = output();
    if (text.includes('address already in use')) throw new PortTakenError(`port ${port} taken:\n${text}`);
    throw new Error(`nats-server exited early:\n${text}`);
  }
  return child;
}
