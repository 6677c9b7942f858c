// A change set (issue 30): one action that changed DNS at providers, with who asked and, per domain, the
// values the provider held just before its step ran and the values set, and the provider's answer. The
// steps live inside the set: a set and its steps are written together, so a step is never without its
// set. A set being applied holds a lease; a set whose holder died (kill -9) is taken over and its
// unfinished steps run again (setting A records is idempotent), so nothing stays half-applied unlogged.
import type { ChangeProvider, ChangeSource, ChangeStatus, StepStatus } from '@dop/contracts/changes';
import { pendingEventsPath, type PendingEvent } from '@dop/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface ChangeRecord {
  name: string;
  content: string;
  ttl?: number;
}

/** Where a step applies; enough to call the provider service again after a restart. */
export interface StepTarget {
  registrar?: string | null;
  accountId?: number | null;
  cloudflareEmail?: string | null;
}

export interface ChangeStepDoc {
  domainId: string;
  domain: string;
  provider: ChangeProvider;
  target: StepTarget;
  old: { records: ChangeRecord[] } | null;
  new: { records: ChangeRecord[] };
  status: StepStatus;
  answer: string | null;
  appliedAt: Date | null;
}

export interface ChangeSet {
  source: ChangeSource;
  status: ChangeStatus;
  createdBy: { userId: string | null; userName: string | null };
  teamTag: string | null;
  createdAt: Date;
  appliedAt: Date | null;
  revertOf: Types.ObjectId | null;
  revertedBy: Types.ObjectId | null;
  /** Until when the applier holds the set; a lapsed lease on an unfinished set means its applier died. */
  leaseUntil: Date | null;
  /** Over the team's threshold: why, until when it may be approved, and who decided. */
  approval: {
    reason: string;
    expiresAt: Date;
    decidedBy: { userId: string | null; userName: string | null } | null;
    decidedAt: Date | null;
  } | null;
  /** While planning: steps whose current values have been read. */
  planned: number;
  steps: ChangeStepDoc[];
  _events?: PendingEvent[];
}

const Records = { type: [{ _id: false, name: String, content: String, ttl: Number }], default: undefined };

const StepSchema = new Schema<ChangeStepDoc>(
  {
    domainId: { type: String, required: true },
    domain: { type: String, required: true },
    provider: { type: String, required: true },
    target: { type: new Schema({ registrar: String, accountId: Number, cloudflareEmail: String }, { _id: false }), default: {} },
    old: { type: new Schema({ records: Records }, { _id: false }), default: null },
    new: { type: new Schema({ records: Records }, { _id: false }), required: true },
    status: { type: String, required: true },
    answer: { type: String, default: null },
    appliedAt: { type: Date, default: null },
  },
  { _id: false },
);

const ChangeSetSchema = new Schema<ChangeSet>(
  {
    source: { type: String, required: true },
    status: { type: String, required: true },
    createdBy: { type: new Schema({ userId: String, userName: String }, { _id: false }), required: true },
    teamTag: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
    appliedAt: { type: Date, default: null },
    revertOf: { type: Schema.Types.ObjectId, default: null },
    revertedBy: { type: Schema.Types.ObjectId, default: null },
    leaseUntil: { type: Date, default: null },
    approval: {
      type: new Schema(
        {
          reason: String,
          expiresAt: Date,
          decidedBy: { type: new Schema({ userId: String, userName: String }, { _id: false }), default: null },
          decidedAt: { type: Date, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    planned: { type: Number, default: 0 },
    steps: { type: [StepSchema], default: [] },
    _events: pendingEventsPath,
  },
  { versionKey: false },
);
// The log, newest first, and its filters.
ChangeSetSchema.index({ createdAt: -1 });
ChangeSetSchema.index({ 'steps.domain': 1, createdAt: -1 });
ChangeSetSchema.index({ 'createdBy.userId': 1, createdAt: -1 });
// Sets left unfinished by an applier that died, and held ones past their approval time.
ChangeSetSchema.index({ status: 1, leaseUntil: 1 });
ChangeSetSchema.index({ status: 1, 'approval.expiresAt': 1 });

export type ChangeSetDoc = ChangeSet & { _id: Types.ObjectId };
export type ChangeSetModel = Model<ChangeSet>;

export function changeSetModel(conn: Connection): ChangeSetModel {
  return conn.model<ChangeSet>('ChangeSet', ChangeSetSchema, 'change_sets');
}
