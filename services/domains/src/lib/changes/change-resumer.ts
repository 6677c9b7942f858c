// Finishes change sets left unfinished by an instance that died (kill -9 mid-apply or mid-plan): every
// few seconds the lapsed sets are taken over one at a time (resumeOne claims each by its lease, so two
// replicas never run the same set) until none is left; held sets past their approval time expire.
import { repeatEvery } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Models } from '../../models';
import type { ChangePlanner } from './change-planner';
import type { ChangeRunner } from './change-runner';
import type { JobChanges } from './job-change';

export interface Resumer {
  stop(): Promise<void>;
}

/** Held sets not approved in time: expired, never applied. */
export async function expireHeld(models: Models): Promise<number> {
  const res = await models.changes.updateMany(
    { status: 'awaiting_approval', 'approval.expiresAt': { $lt: new Date() } },
    { $set: { status: 'expired' } },
  );
  return res.modifiedCount;
}

export function startChangeResumer(
  models: Models,
  runner: ChangeRunner,
  planner: ChangePlanner,
  jobs: JobChanges,
  intervalMs: number,
  log: FastifyBaseLogger,
): Resumer {
  let stopped = false;
  const pass = async () => {
    while (!stopped && (await runner.resumeOne())) log.info('finished a change set its applier left unfinished');
    while (!stopped && (await planner.resumeOne())) log.info('finished a plan its planner left unfinished');
    const written = await jobs.finishJobSets();
    if (written) log.info({ written }, 'wrote the change sets of jobs that ended while their writer was down');
    const expired = await expireHeld(models);
    if (expired) log.info({ expired }, 'change sets not approved within 24 h expired');
  };
  const task = repeatEvery(intervalMs, pass, {
    onError: (err) => log.warn({ err }, 'change sets left unfinished not resumed yet; trying again'),
  });
  return {
    stop: async () => {
      stopped = true;
      await task.stop();
    },
  };
}
