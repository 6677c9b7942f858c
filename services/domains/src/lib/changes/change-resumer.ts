// Finishes change sets left unfinished by an instance that died (kill -9 mid-apply): every few seconds
// the lapsed sets are taken over one at a time (ChangeRunner.resumeOne claims each by its lease, so two
// replicas never run the same set) until none is left.
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeRunner } from './change-runner';

export interface Resumer {
  stop(): Promise<void>;
}

export function startChangeResumer(runner: ChangeRunner, intervalMs: number, log: FastifyBaseLogger): Resumer {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    try {
      while (!stopped && (await runner.resumeOne())) log.info('finished a change set its applier left unfinished');
    } catch (err) {
      log.warn({ err }, 'change sets left unfinished not resumed yet; trying again');
    }
  };
  const timer = setInterval(() => {
    if (!running) running = pass().finally(() => (running = null));
  }, intervalMs);
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
