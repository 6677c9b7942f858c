// Invitations (issue 25): a link `/auth?invite=<token>` good for 7 days and one registration; only the
// token's SHA-256 is stored, so a database copy cannot be turned into links. Used up in membership.ts
// when the invitee's e-mail is verified.
import { randomBytes } from 'node:crypto';
import type { Role } from '@dop/contracts/access';
import type { CreateInvitationReply, Invitation as InvitationView } from '@dop/contracts/team';
import { Types, type HydratedDocument } from 'mongoose';
import { LIMITS } from '../config';
import type { Models } from '../models';
import type { Invitation } from '../models/invitation';
import { sha256 } from './secrets';

export type InvitationDoc = HydratedDocument<Invitation>;

export function invitationView(i: InvitationDoc): InvitationView {
  return {
    id: i.id as string,
    email: i.email,
    role: i.role,
    invitedBy: i.invitedByName,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    usedAt: i.usedAt ? i.usedAt.toISOString() : null,
  };
}

export function invitationUrl(token: string): string {
  return `/auth?invite=${token}`;
}

export class InvitationStore {
  constructor(
    private readonly models: Models,
    private readonly now: () => number = Date.now,
  ) {}

  async create(inviter: { id: string; name: string }, email: string, role: Role): Promise<CreateInvitationReply & { doc: InvitationDoc }> {
    // 32 random bytes, base64url: 43 characters, inside the 16-128 the contract allows.
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const doc = await this.models.invitations.create({
      email,
      role,
      tokenHash: sha256(token),
      invitedBy: new Types.ObjectId(inviter.id),
      invitedByName: inviter.name,
      createdAt: new Date(now),
      expiresAt: new Date(now + LIMITS.invitationTtlMs),
    });
    return { id: doc.id as string, url: invitationUrl(token), expiresAt: doc.expiresAt.toISOString(), doc };
  }

  async list(): Promise<InvitationView[]> {
    const docs = await this.models.invitations.find({}).sort({ createdAt: -1 });
    return docs.map(invitationView);
  }

  async revoke(id: string): Promise<InvitationDoc | null> {
    return this.models.invitations.findOneAndDelete({ _id: new Types.ObjectId(id) });
  }

  async get(id: string): Promise<InvitationDoc | null> {
    return this.models.invitations.findById(id);
  }

  /** The invitation behind a link, if it can still be used: not used, not expired, not revoked. */
  async usable(token: string): Promise<InvitationDoc | null> {
    return this.models.invitations.findOne({ tokenHash: sha256(token), usedAt: null, expiresAt: { $gt: new Date(this.now()) } });
  }
}
