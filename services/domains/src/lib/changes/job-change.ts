// The change set of a bulk add's registrar steps (issue 30) is written once, when its job ends: each
// item keeps what its registrar held before a step (read just before it applied, kept through
// redeliveries) and the step's answer, in its own small document; rewriting one set of a thousand
// steps a thousand times would cost more than the job. Crash-safe: a job that ended without its set
// written is found by the resumer (finishJobSets) and written then.
import { Types } from 'mongoose';
import type { Models } from '../../models';
import type { ChangeSetDoc, ChangeStepDoc } from '../../models/change-set';
import type { ChangeFinisher } from './change-finisher';

interface ItemStep {
  success?: boolean;
  message?: string;
}
interface JobItem {
  domain: string;
  steps?: Record<string, ItemStep>;
  stepsOld?: Record<string, ChangeStepDoc['old']>;
  updatedAt?: Date;
}

const stepKey = (s: Pick<ChangeStepDoc, 'target'>) => `${s.target.registrar}:${s.target.accountId}`;

/** What each registrar step became, from the job's items. */
export function stepsFromItems(steps: ChangeStepDoc[], items: JobItem[]): ChangeStepDoc[] {
  const byDomain = new Map(items.map((i) => [i.domain, i]));
  return steps.map((s) => {
    const item = byDomain.get(s.domain);
    const done = item?.steps?.[stepKey(s)];
    const old = item?.stepsOld?.[stepKey(s)] ?? null;
    if (!done) return { ...s, old, status: 'skipped', answer: s.answer ?? 'Not run: the job ended before this step' };
    return {
      ...s,
      old,
      status: done.success ? 'applied' : 'failed',
      answer: done.message ?? null,
      appliedAt: item?.updatedAt ?? new Date(),
    };
  });
}

export class JobChanges {
  constructor(
    private readonly models: Models,
    private readonly finisher: ChangeFinisher,
  ) {}

  /** Writes the set of a job that has ended (once: a set no longer applying is left alone). */
  async finalize(changeId: string, jobId: string): Promise<void> {
    const id = new Types.ObjectId(changeId);
    const set = await this.models.changes.findOne({ _id: id, status: 'applying', jobId }).lean<ChangeSetDoc>();
    if (!set) return;
    const items = await this.models.items.find({ jobId }, { domain: 1, steps: 1, stepsOld: 1, updatedAt: 1 }).lean<JobItem[]>();
    await this.models.changes.updateOne({ _id: id, status: 'applying' }, { $set: { steps: stepsFromItems(set.steps, items) } });
    await this.finisher.finish(id);
  }

  /** Sets of jobs that ended while their writer was down (the resumer's pass). */
  async finishJobSets(): Promise<number> {
    const open = await this.models.changes.find({ status: 'applying', leaseUntil: null, jobId: { $ne: null } }, { jobId: 1 }).lean();
    let written = 0;
    for (const set of open) {
      const job = await this.models.jobs.findById(set.jobId, { finishedAt: 1 }).lean<{ finishedAt?: Date | null }>();
      if (!job?.finishedAt) continue;
      await this.finalize(String(set._id), String(set.jobId));
      written += 1;
    }
    return written;
  }
}
