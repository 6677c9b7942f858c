// The background sync (issue: every hour) that keeps balances and servers fresh. It looks every
// minute (or every interval, if shorter) whether a run is due by the shared lease, so a restart does
// not push the next run an hour out and two replicas do not both run it. A run still going is never
// doubled; a failed run is logged and the timer keeps going.
import type { FastifyBaseLogger } from 'fastify';
import type { SyncLease } from './sync-lease';

const LOOK_EVERY_MS = 60_000;

export interface PeriodicSync {
  stop(): Promise<void>;
}

export function startPeriodicSync(intervalMs: number, lease: SyncLease, run: () => Promise<unknown>, log: FastifyBaseLogger): PeriodicSync {
  if (intervalMs <= 0) return { stop: async () => {} };
  let current: Promise<unknown> | null = null;
  const tick = () => {
    if (current) return;
    current = lease
      .claim(intervalMs)
      .then((claimed) => (claimed ? run() : undefined))
      .catch((err: unknown) => log.error({ err }, 'background DiorHost sync failed'))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, Math.min(intervalMs, LOOK_EVERY_MS));
  // The timer alone must not keep a stopping process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
