// A change set (issue 30): one action that changed DNS at providers, with who asked and, per domain, the
// values the provider held just before its step ran and the values set, and the provider's answer. The
// steps live inside the set: a set and its steps are written together, so a step is never without its
// set. A set being applied holds a lease; a set whose holder died (kill -9) is taken over and its
// unfinished steps run again (setting A records is idempotent), so nothing stays half-applied unlogged.
import type { ChangeKind, ChangeProvider, ChangeSource, ChangeStatus, ChangeValues, StepStatus } from '@dop/contracts/changes';
import { indexPendingEvents, pendingEventsPath, type PendingEvent } from '@dop/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface ChangeRecord {
  name: string;
  content: string;
  ttl?: number;
}

export type { StepTarget } from '@dop/contracts/changes';
import type { StepTarget } from '@dop/contracts/changes';

export interface ChangeStepDoc {
  /** The Domains tab's row; null for a domain only another tab knows (CloudFlare, PowerDNS, HE). */
  domainId: string | null;
  domain: string;
  provider: ChangeProvider;
  /** Absent on sets recorded before kinds existed: those are all A records. */
  kind?: ChangeKind;
  target: StepTarget;
  old: ChangeValues | null;
  new: ChangeValues;
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
  /** The job of the provider route that submitted it: its steps' log lines and results join that job. */
  jobId?: string | null;
  steps: ChangeStepDoc[];
  _events?: PendingEvent[];
}

const Records = { type: [{ _id: false, name: String, content: String, ttl: Number }], default: undefined };
const Values = new Schema(
  { records: Records, nameservers: { type: [String], default: undefined }, sslMode: String, zoneExists: Boolean },
  { _id: false },
);

const StepSchema = new Schema<ChangeStepDoc>(
  {
    domainId: { type: String, default: null },
    domain: { type: String, required: true },
    provider: { type: String, required: true },
    kind: { type: String, default: 'a-records' },
    target: {
      type: new Schema({ registrar: String, accountId: Number, cloudflareEmail: String, dnsAccountId: String }, { _id: false }),
      default: {},
    },
    old: { type: Values, default: null },
    new: { type: Values, required: true },
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
    jobId: { type: String, default: null },
    steps: { type: [StepSchema], default: [] },
    _events: pendingEventsPath,
  },
  { versionKey: false },
);
indexPendingEvents(ChangeSetSchema);
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
