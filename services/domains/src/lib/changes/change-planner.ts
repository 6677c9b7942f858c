// Plans a change set (a dry run, issue 30): reads what each domain's DNS host holds now, so the plan
// shows per domain what will change, and nothing is applied. Progress is the count of domains read.
// Like applying, planning holds a lease: a plan whose planner died is finished by another.
import { pushEvents, stageEvent } from '@dop/service-kit';
import pLimit from 'p-limit';
import type { Types } from 'mongoose';
import type { Models } from '../../models';
import type { ChangeSetDoc } from '../../models/change-set';
import { eventActor } from './change-actor';
import { stepKind } from './step-values';
import type { ProviderRecords } from './provider-records';

const READS_AT_ONCE = 8;
const WRITE_BATCH = 50;

export class ChangePlanner {
  constructor(
    private readonly models: Models,
    private readonly reader: ProviderRecords,
    private readonly leaseMs: number,
    /** Tells the event relay that a write staged events. */
    private readonly nudge: () => void,
  ) {}

  private lease(): Date {
    return new Date(Date.now() + this.leaseMs);
  }

  /** `announce` false: the plan is only the first half of a change applied at once (a submitted change), no dry run to tell of. */
  async plan(id: Types.ObjectId, announce = true): Promise<void> {
    const set = await this.models.changes.findById(id).lean<ChangeSetDoc>();
    if (!set || set.status !== 'planning') return;
    const keep = setInterval(
      () =>
        void this.models.changes.updateOne({ _id: id, status: 'planning' }, { $set: { leaseUntil: this.lease() } }).catch(() => undefined),
      Math.max(200, Math.floor(this.leaseMs / 3)),
    );
    try {
      const limit = pLimit(READS_AT_ONCE);
      const unread = set.steps.map((s, i) => [s, i] as const).filter(([s]) => s.status === 'pending' && s.old === null);
      await this.models.changes.updateOne({ _id: id }, { $set: { planned: set.steps.length - unread.length } });
      // The steps live in one document: rewriting it for every domain read costs more than the read, so
      // what was read is written in batches (one write per WRITE_BATCH domains, and at the end).
      let batch: Record<string, unknown> = {};
      let batched = 0;
      const flush = async () => {
        if (!batched) return;
        const [fields, count] = [batch, batched];
        [batch, batched] = [{}, 0];
        await this.models.changes.updateOne({ _id: id }, { $set: fields, $inc: { planned: count } });
      };
      await Promise.all(
        unread.map(([s, i]) =>
          limit(async () => {
            const read = await this.reader.readValues(stepKind(s), s.provider, s.target, s.domain);
            const at = (field: string) => `steps.${i}.${field}`;
            Object.assign(batch, read.ok ? { [at('old')]: read.values } : { [at('answer')]: `Current values not read: ${read.reason}` });
            if (++batched >= WRITE_BATCH) await flush();
          }),
        ),
      );
      await flush();
      const done = await this.models.changes.findById(id, { steps: 1, source: 1, createdBy: 1 }).lean<ChangeSetDoc>();
      const planned = stageEvent('changes.set.planned', {
        changeId: String(id),
        source: set.source,
        domains: set.steps.map((s) => s.domain),
        unread: (done?.steps ?? []).filter((s) => s.old === null).length,
        actor: eventActor(set),
      });
      const moved = await this.models.changes.updateOne(
        { _id: id, status: 'planning' },
        { $set: { status: 'planned', leaseUntil: null }, ...(announce ? pushEvents(planned) : {}) },
      );
      if (moved.modifiedCount && announce) this.nudge();
    } finally {
      clearInterval(keep);
    }
  }

  /** Takes over one plan whose planner died (lapsed lease) and finishes it; false when there is none. */
  async resumeOne(): Promise<boolean> {
    const set = await this.models.changes
      .findOneAndUpdate(
        { status: 'planning', leaseUntil: { $lt: new Date() } },
        { $set: { leaseUntil: this.lease() } },
        { returnDocument: 'after' },
      )
      .lean<ChangeSetDoc>();
    if (!set) return false;
    await this.plan(set._id);
    return true;
  }
}
