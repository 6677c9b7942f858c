// The audit log (issue 25): identity's own entries and those other services publish on AUDIT, stored
// once per eventId (a redelivered event is not a second entry).
import { AUDIT_ACTIONS, type AuditAction } from '@dop/contracts/team';
import { Schema, type Connection, type Model } from 'mongoose';

export interface AuditRecord {
  eventId: string;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  /** Lower-cased actorName, for the case-insensitive actor filter. */
  actorKey: string | null;
  service: string;
  action: AuditAction;
  target: string | null;
  sourceIp: string | null;
  details: Record<string, string | number | boolean | null>;
}

const schema = new Schema<AuditRecord>(
  {
    eventId: { type: String, required: true, unique: true },
    at: { type: Date, required: true },
    actorId: { type: String, default: null },
    actorName: { type: String, default: null },
    actorKey: { type: String, default: null },
    service: { type: String, required: true },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    target: { type: String, default: null },
    sourceIp: { type: String, default: null },
    details: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'audit_entries', minimize: false },
);
schema.index({ at: -1 });
schema.index({ actorId: 1, at: -1 });
schema.index({ actorKey: 1, at: -1 });
schema.index({ action: 1, at: -1 });

export function auditEntryModel(conn: Connection): Model<AuditRecord> {
  return conn.model<AuditRecord>('AuditEntry', schema);
}
