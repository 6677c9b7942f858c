// Ends a change set once no step is left unfinished (issue 30): its counts and status, its events
// (changes.set.applied, and changes.set.reverted for a revert) in the same write, the set it reverts
// pointed at it, and an entry in the team's audit log.
import { AUDIT_SUBJECTS, AuditRecorded } from '@dop/contracts/team';
import { publishEvent, pushEvents, stageEvent, type EventInput, type PendingEvent } from '@dop/service-kit';
import type { Types } from 'mongoose';
import type { JetStreamClient } from 'nats';
import type { Models } from '../../models';
import type { ChangeSetDoc } from '../../models/change-set';
import { eventActor, UNFINISHED } from './change-actor';
import { settle, type ChangeCounts } from './change-status';

export class ChangeFinisher {
  constructor(
    private readonly models: Models,
    /** Tells the event relay that a write staged events. */
    private readonly nudge: () => void,
    /** Where the team's audit log entries go (the AUDIT stream identity stores). */
    private readonly js: JetStreamClient,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** Counts and status once no step is left unfinished, with the set's events in the same write. */
  async finish(id: Types.ObjectId): Promise<void> {
    const set = await this.models.changes.findById(id).lean<ChangeSetDoc>();
    if (!set || set.steps.some((s) => UNFINISHED.includes(s.status))) return;
    const { status, counts } = settle(set.steps);
    const changeId = String(set._id);
    const events: PendingEvent[] = [
      stageEvent('changes.set.applied', {
        changeId,
        source: set.source,
        status,
        revertOf: set.revertOf ? String(set.revertOf) : null,
        domains: set.steps.map((s) => s.domain),
        applied: counts.applied,
        failed: counts.failed,
        conflicts: counts.conflicts,
        actor: eventActor(set),
      }),
    ];
    if (set.revertOf)
      events.push(
        stageEvent('changes.set.reverted', {
          changeId: String(set.revertOf),
          revertChangeId: changeId,
          domains: set.steps.filter((s) => s.status === 'applied').map((s) => s.domain),
          actor: eventActor(set),
        }),
      );
    // The set it reverts points at it once something went back (also when it was held and approved later).
    if (set.revertOf && counts.applied > 0) await this.models.changes.updateOne({ _id: set.revertOf }, { $set: { revertedBy: set._id } });
    const done = await this.models.changes.updateOne(
      { _id: id, status: 'applying' },
      { $set: { status, appliedAt: new Date(), leaseUntil: null }, ...pushEvents(...events) },
    );
    if (done.modifiedCount) {
      this.nudge();
      await this.audit(set, status, counts);
    }
  }

  /** Applied change sets appear in the team's audit log (issue 25's), with their counts. */
  private async audit(set: ChangeSetDoc, status: string, counts: ChangeCounts) {
    try {
      const entry: EventInput<typeof AuditRecorded> = {
        service: 'domains',
        action: 'change.applied',
        target: `change:${String(set._id)}`,
        details: { source: set.source, status, ...counts, revertOf: set.revertOf ? String(set.revertOf) : null },
        sourceIp: null,
        actor: eventActor(set),
      };
      await publishEvent(this.js, AUDIT_SUBJECTS.recorded, AuditRecorded, entry);
    } catch (err) {
      // The change and its domain event are stored; the log line is what a NATS outage can cost.
      this.log.warn({ err, changeId: String(set._id) }, 'audit entry of an applied change not published');
    }
  }
}
