// The background sync (issue: every hour) that keeps balances and servers fresh. A run that is still
// going when the next is due is not doubled; a failed run is logged and the timer keeps going.
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicSync {
  stop(): Promise<void>;
}

export function startPeriodicSync(intervalMs: number, run: () => Promise<unknown>, log: FastifyBaseLogger): PeriodicSync {
  if (intervalMs <= 0) return { stop: async () => {} };
  let current: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = run()
      .catch((err: unknown) => log.error({ err }, 'background DiorHost sync failed'))
      .finally(() => {
        current = null;
      });
  }, intervalMs);
  // The timer alone must not keep a stopping process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
