// Invitations (issue 25): an admin invites an e-mail with a role; the link carries a random token of
// which only the SHA-256 is kept. Single use: usedAt is set when the invitee's e-mail is verified.
import { ROLES, type Role } from '@dop/contracts/access';
import { Schema, Types, type Connection, type Model } from 'mongoose';

export interface Invitation {
  email: string;
  role: Role;
  tokenHash: string;
  invitedBy: Types.ObjectId;
  invitedByName: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  usedBy: Types.ObjectId | null;
}

const schema = new Schema<Invitation>(
  {
    email: { type: String, required: true, index: true },
    role: { type: String, enum: ROLES, required: true },
    tokenHash: { type: String, required: true, unique: true },
    invitedBy: { type: Schema.Types.ObjectId, required: true },
    invitedByName: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
    usedBy: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'invitations' },
);

export function invitationModel(conn: Connection): Model<Invitation> {
  return conn.model<Invitation>('Invitation', schema);
}
