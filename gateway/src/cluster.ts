// A gateway of several worker processes on one port (GATEWAY_WORKERS > 1). One Node process proxies
// on one core; nginx, the reference, runs a worker per core. The primary only forks, relays and
// supervises: node:cluster hands each new connection to a worker in turn, and a keep-alive connection
// then stays with its worker, so the primary is off the per-request path.
import cluster, { type Worker } from 'node:cluster';

/** The sign-out relay between workers: each keeps its own identity cache. */
export interface IdentityPeers {
  /** Tells every other worker to drop this cache key. */
  publishForget(key: string): void;
  /** Calls `handler` with each key another worker forgot. */
  onForget(handler: (key: string) => void): void;
}

const FORGET = 'gateway:identity-forget';
/** A worker that dies is replaced after this pause, so a crash loop cannot spin the CPU. */
const RESTART_DELAY_MS = 1_000;

interface ForgetMessage {
  type: typeof FORGET;
  key: string;
}

function isForget(msg: unknown): msg is ForgetMessage {
  const m = msg as Partial<ForgetMessage> | null;
  return typeof m === 'object' && m !== null && m.type === FORGET && typeof m.key === 'string';
}

/** The relay as seen from a worker process (over the IPC channel node:cluster opens). */
export function workerPeers(): IdentityPeers {
  return {
    publishForget: (key) => {
      process.send?.({ type: FORGET, key } satisfies ForgetMessage);
    },
    onForget: (handler) => {
      process.on('message', (msg: unknown) => {
        if (isForget(msg)) handler(msg.key);
      });
    },
  };
}

export interface PrimaryOptions {
  workers: number;
  /** For the line printed once every worker listens, in the words the single-process gateway uses. */
  host: string;
}

/**
 * Forks the workers and keeps them running: a worker that dies after it listened is replaced; one that
 * dies before it ever listened means the gateway cannot start (bad port, bad config), and the primary
 * stops the rest and exits 1. SIGTERM/SIGINT stop every worker gracefully; a second signal kills them.
 */
export function runPrimary(opts: PrimaryOptions): void {
  const listened = new Set<number>();
  let announced = false;
  let stopping = false;
  let failed = false;

  const fork = (): Worker => cluster.fork();
  const live = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  const stopAll = (signal: NodeJS.Signals): void => {
    for (const w of live()) w.process.kill(signal);
  };

  cluster.on('message', (from, msg: unknown) => {
    if (!isForget(msg)) return;
    for (const w of live()) if (w.id !== from.id) w.send(msg);
  });
  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    if (!announced && listened.size >= opts.workers) {
      announced = true;
      // The workers share one port, so with PORT=0 every worker reports the same one.
      process.stdout.write(`gateway listening on http://${opts.host}:${address.port} (${opts.workers} worker processes)\n`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && listened.has(worker.id)) {
      process.stderr.write(`gateway: worker ${worker.process.pid} died (${signal ?? code}); starting another\n`);
      setTimeout(() => !stopping && fork(), RESTART_DELAY_MS).unref();
      return;
    }
    if (code !== 0) failed = true;
    if (!stopping) {
      // It never listened: the others will not do better. Stop them and report the failure.
      stopping = true;
      stopAll('SIGTERM');
    }
    if (live().length === 0) process.exit(failed ? 1 : 0);
  });

  const stop = (): void => {
    if (stopping) {
      stopAll('SIGKILL'); // a second Ctrl-C means "now"
      process.exit(1);
    }
    stopping = true;
    if (live().length === 0) process.exit(0); // between a crash and its replacement
    stopAll('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let i = 0; i < opts.workers; i++) fork();
}
