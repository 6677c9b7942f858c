// Host keys seen on first contact (trust on first use), one per host:port. A later connection that
// presents another key is refused: a changed key means a reinstalled server or a man in the middle.
import { Schema, type Connection, type Model } from 'mongoose';

export interface KnownHostDoc {
  /** `<host>:<port>` */
  _id: string;
  /** "SHA256:<base64>" as OpenSSH prints it. */
  fingerprint: string;
  firstSeenAt: Date;
}

const KnownHostSchema = new Schema<KnownHostDoc>(
  {
    _id: { type: String, required: true },
    fingerprint: { type: String, required: true },
    firstSeenAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export type KnownHostModel = Model<KnownHostDoc>;

export const knownHostModel = (conn: Connection): KnownHostModel =>
  conn.model<KnownHostDoc>('SshKnownHost', KnownHostSchema, 'ssh_known_hosts');
