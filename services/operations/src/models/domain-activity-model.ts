// When each user last worked on each domain: one small row per (user, domain), kept up to date at
// ingest. The Operation Domains card groups and pages these instead of scanning every log line of the
// retention period on each poll.
import { Schema, type Connection, type Model } from 'mongoose';

export interface DomainActivityDoc {
  /** `<userId>|<domain>`; userId is empty for system work. */
  _id: string;
  domain: string;
  userId: string | null;
  /** Time of the newest line; also the retention clock (the newest line is the last to expire). */
  latest: Date;
}

const DomainActivitySchema = new Schema<DomainActivityDoc>(
  {
    _id: { type: String, required: true },
    domain: { type: String, required: true },
    userId: { type: String, default: null },
    latest: { type: Date, required: true },
  },
  { collection: 'domain_activity', versionKey: false, autoIndex: false, autoCreate: false },
);

export type DomainActivityModel = Model<DomainActivityDoc>;

export const activityKey = (userId: string | null, domain: string) => `${userId ?? ''}|${domain}`;

export const domainActivityModel = (conn: Connection): DomainActivityModel =>
  conn.models.DomainActivity ?? conn.model<DomainActivityDoc>('DomainActivity', DomainActivitySchema);
