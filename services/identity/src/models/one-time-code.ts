// E-mail and 2FA codes: one live code per (purpose, subject); a new code replaces the old one.
// Only an HMAC of the code is stored; TTL removes expired ones.
import { Schema, type Connection, type Model } from 'mongoose';

export type CodePurpose = 'verify-email' | 'reset-password' | '2fa-login' | '2fa-verify-email' | '2fa-step-up';

export interface OneTimeCode {
  purpose: CodePurpose;
  /** The e-mail for e-mail codes, the user id for 2FA codes. */
  subject: string;
  digest: string;
  wrongTries: number;
  expiresAt: Date;
}

const schema = new Schema<OneTimeCode>(
  {
    purpose: { type: String, required: true },
    subject: { type: String, required: true },
    digest: { type: String, required: true },
    wrongTries: { type: Number, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'one_time_codes' },
);
schema.index({ purpose: 1, subject: 1 }, { unique: true });
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function oneTimeCodeModel(conn: Connection): Model<OneTimeCode> {
  return conn.model<OneTimeCode>('OneTimeCode', schema);
}
