// Applies a change set's unfinished steps (issue 30). Each step first reads what the provider holds
// (its old values) and marks itself applying in one write, then applies, then records the provider's
// answer; a successful step also updates the domain row and stages domains.records.changed with those
// old values. The set is held by a lease while it runs: a set whose applier died is taken over by
// resumeAbandoned() and its steps run again from where they were (setting A records is idempotent).
import { pushEvents, type PendingEvent } from '@dop/service-kit';
import pLimit from 'p-limit';
import { Types } from 'mongoose';
import type { Models } from '../../models';
import type { ChangeSetDoc, ChangeStepDoc, ChangeSet } from '../../models/change-set';
import { nameserversChanged, recordsChanged } from '../domain-events';
import type { DomainSearchIndex } from '../search-index';
import type { ChangeFinisher } from './change-finisher';
import { eventActor, UNFINISHED } from './change-actor';
import type { StepOutcome } from './change-status';
import { interleaveByTarget } from './step-order';
import type { ProviderRecords } from './provider-records';
import type { StepApplier } from './step-apply';
import { stepKind } from './step-values';

export interface NewChange {
  source: ChangeSet['source'];
  createdBy: ChangeSet['createdBy'];
  teamTag: string | null;
  revertOf?: Types.ObjectId | null;
  /** A change held for a second admin (status awaiting_approval). */
  approval?: ChangeSet['approval'];
  jobId?: string | null;
  steps: Array<Omit<ChangeStepDoc, 'appliedAt'>>;
}

export interface RunnerOptions {
  leaseMs: number;
  /** Steps applied at once within one set. */
  concurrency: number;
}

export class ChangeRunner {
  constructor(
    private readonly models: Models,
    private readonly reader: ProviderRecords,
    private readonly applier: StepApplier,
    private readonly search: DomainSearchIndex,
    private readonly opts: RunnerOptions,
    /** Tells the event relay that a write staged events. */
    private readonly nudge: () => void,
    private readonly finisher: ChangeFinisher,
  ) {}

  private lease(): Date {
    return new Date(Date.now() + this.opts.leaseMs);
  }

  /** Stores the set with its steps (nothing applied yet), held by the caller, who runs (or plans) it next. */
  async create(input: NewChange, status: 'applying' | 'planning' | 'awaiting_approval' | 'job' = 'applying'): Promise<ChangeSetDoc> {
    const [doc] = await this.models.changes.create([
      {
        ...input,
        revertOf: input.revertOf ?? null,
        // 'job': applied by a JetStream job's worker, whose messages carry it through restarts, and
        // written when the job ends (JobChanges); no lease, so the resumer does not run it.
        status: status === 'job' ? 'applying' : status,
        approval: input.approval ?? null,
        leaseUntil: status === 'awaiting_approval' || status === 'job' ? null : this.lease(),
        steps: input.steps.map((s) => ({ ...s, appliedAt: null })),
      },
    ]);
    return doc.toObject() as ChangeSetDoc;
  }

  /** Moves a set from `from` to applying, held by the caller (once: a second caller finds it moved); null when it was not `from`. */
  async claim(id: Types.ObjectId, from: ChangeSet['status'], extra: Record<string, unknown> = {}, events: PendingEvent[] = []) {
    return this.models.changes
      .findOneAndUpdate(
        { _id: id, status: from },
        { $set: { status: 'applying', leaseUntil: this.lease(), ...extra }, ...(events.length ? pushEvents(...events) : {}) },
        { returnDocument: 'after' },
      )
      .lean<ChangeSetDoc>();
  }

  /** Runs every unfinished step of a set the caller holds; answers the outcome of each step it ran. */
  async run(id: Types.ObjectId): Promise<Map<string, StepOutcome>> {
    const outcomes = new Map<string, StepOutcome>();
    const set = await this.models.changes.findById(id).lean<ChangeSetDoc>();
    if (!set) return outcomes;
    const keep = setInterval(
      () =>
        void this.models.changes.updateOne({ _id: id, status: 'applying' }, { $set: { leaseUntil: this.lease() } }).catch(() => undefined),
      Math.max(200, Math.floor(this.opts.leaseMs / 3)),
    );
    try {
      const limit = pLimit(this.opts.concurrency);
      const order = interleaveByTarget(set.steps, (s) => UNFINISHED.includes(s.status));
      // A domain may have several steps (A records and SSL mode): its outcome fails if any of them did.
      const record = (domain: string, o: StepOutcome) => {
        const before = outcomes.get(domain);
        outcomes.set(
          domain,
          before && !before.success ? before : o.success && before ? { ...before, message: `${before.message}; ${o.message}` } : o,
        );
      };
      // dns.he.net publishes no rate limit: one session at a time per account, as the HE tab always did.
      const serial = new Map<string, ReturnType<typeof pLimit>>();
      const runOne = async (i: number) => record(set.steps[i].domain, await this.runStep(set, i, set.steps[i]));
      const inLane = (i: number) => {
        const step = set.steps[i];
        if (step.provider !== 'hurricane-electric') return runOne(i);
        const key = String(step.target.dnsAccountId);
        if (!serial.has(key)) serial.set(key, pLimit(1));
        return serial.get(key)!(() => runOne(i));
      };
      await Promise.all(order.map((i) => limit(() => inLane(i))));
      await this.finisher.finish(id);
    } finally {
      clearInterval(keep);
    }
    return outcomes;
  }

  private async runStep(set: ChangeSetDoc, i: number, step: ChangeStepDoc): Promise<StepOutcome> {
    const at = (field: string) => `steps.${i}.${field}`;
    let old = step.old;
    if (step.status === 'pending') {
      const read = await this.reader.readValues(stepKind(step), step.provider, step.target, step.domain);
      old = read.ok ? read.values : null;
      await this.models.changes.updateOne(
        { _id: set._id },
        {
          $set: {
            [at('status')]: 'applying',
            [at('old')]: old,
            ...(read.ok ? {} : { [at('answer')]: `Old values not read: ${read.reason}` }),
          },
        },
      );
    }
    const outcome = await this.applier.apply(set, step);
    await this.models.changes.updateOne(
      { _id: set._id },
      { $set: { [at('status')]: outcome.success ? 'applied' : 'failed', [at('answer')]: outcome.message, [at('appliedAt')]: new Date() } },
    );
    if (outcome.success) await this.recordOnDomain(set, step, old?.records ?? null);
    return outcome;
  }

  /** The domain row shows what was applied; subscribers hear the old and new records. */
  private async recordOnDomain(set: ChangeSetDoc, step: ChangeStepDoc, old: ChangeStepDoc['new']['records'] | null): Promise<void> {
    // Only the Domains tab's own rows (its DNS dialog's hosts); the other tabs' services keep theirs.
    if (!step.domainId) return;
    if (stepKind(step) === 'nameservers' && step.provider === 'registrar') {
      // No stored field changes, but subscribers hear of it.
      const event = nameserversChanged(
        { _id: new Types.ObjectId(step.domainId), name: step.domain },
        step.new.nameservers ?? [],
        eventActor(set),
      );
      await this.models.domains.updateOne({ _id: new Types.ObjectId(step.domainId) }, pushEvents(event));
      this.nudge();
      return;
    }
    if (stepKind(step) !== 'a-records' || (step.provider !== 'registrar' && step.provider !== 'cloudflare')) return;
    const records = step.new.records.map((r, n) => ({ recordId: `r${n + 1}`, name: r.name, content: r.content, ttl: r.ttl ?? 3600 }));
    const apex = records.find((r) => r.name === '@') ?? records[0];
    const _id = new Types.ObjectId(step.domainId);
    const host = step.provider === 'cloudflare' ? 'cloudflare' : 'registrar';
    const event = recordsChanged({ _id, name: step.domain }, host, old, records, eventActor(set));
    await this.models.domains.updateOne(
      { _id },
      { $set: { aRecords: records, lastResultAt: new Date(), ...(apex ? { lastUsedIp: apex.content } : {}) }, ...pushEvents(event) },
    );
    this.nudge();
    // lastResultAt and lastUsedIp show in cached search answers.
    await this.search.touched();
  }

  /** Takes over one set whose applier died (lapsed lease) and finishes it; false when there is none. */
  async resumeOne(): Promise<boolean> {
    const now = new Date();
    const set = await this.models.changes
      .findOneAndUpdate(
        { status: 'applying', leaseUntil: { $lt: now } },
        { $set: { leaseUntil: this.lease() } },
        { returnDocument: 'after' },
      )
      .lean<ChangeSetDoc>();
    if (!set) return false;
    await this.run(set._id);
    return true;
  }
}
