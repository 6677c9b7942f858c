// What an account becomes when its e-mail is verified (issue 25), in this order: OWNER_EMAIL's account →
// the owner; the invitation it registered with (used up now: single use, 7 days) → active with that
// role; with no OWNER_EMAIL, the first verified account of a fresh deployment → the owner; anyone else
// by SIGNUP_MODE: `open` → an active operator, otherwise pending until an admin approves.
import type { MemberStatus, Role } from '@dop/contracts/access';
import type { SignupMode } from '@dop/contracts/team';
import type { Models, UserDoc } from '../models';
import type { Invitation } from '../models/invitation';
import { claimOnce } from './team-claims';

export interface MembershipRules {
  ownerEmail: string | undefined;
  signupMode: SignupMode;
}

export type Admission =
  { how: 'invited'; invitation: Invitation & { id: string } } | { how: 'owner' } | { how: 'signup'; role: Role; status: MemberStatus };

export const FIRST_OWNER_CLAIM = 'first-owner';

/** Uses up the user's invitation if it is still good; null when it is not (revoked, expired, used). */
async function useInvitation(models: Models, user: UserDoc, now: Date) {
  if (!user.invitationId) return null;
  const inv = await models.invitations.findOneAndUpdate(
    { _id: user.invitationId, email: user.email, usedAt: null, expiresAt: { $gt: now } },
    { $set: { usedAt: now, usedBy: user._id } },
    { returnDocument: 'after' },
  );
  return inv ? Object.assign(inv.toObject(), { id: inv.id as string }) : null;
}

/** Whether this account is the deployment's first verified one: the claim decides between racers. */
async function firstOwner(models: Models): Promise<boolean> {
  // An owner made by OWNER_EMAIL or the migration may exist without the claim: then nobody else gets it.
  if (await models.users.exists({ role: 'owner' })) {
    await claimOnce(models, FIRST_OWNER_CLAIM, { existing: true });
    return false;
  }
  return claimOnce(models, FIRST_OWNER_CLAIM, {});
}

export async function decideAdmission(models: Models, rules: MembershipRules, user: UserDoc, now = new Date()): Promise<Admission> {
  if (rules.ownerEmail && user.email === rules.ownerEmail) return { how: 'owner' };
  const invitation = await useInvitation(models, user, now);
  if (invitation) return { how: 'invited', invitation };
  if (!rules.ownerEmail && (await firstOwner(models))) return { how: 'owner' };
  return rules.signupMode === 'open'
    ? { how: 'signup', role: 'operator', status: 'active' }
    : { how: 'signup', role: 'viewer', status: 'pending' };
}

/** Marks the e-mail verified (the 24 h expiry is cleared) and sets the role and status it earned. */
export async function admitVerified(models: Models, rules: MembershipRules, user: UserDoc): Promise<Admission> {
  const admission = await decideAdmission(models, rules, user);
  const role = admission.how === 'invited' ? admission.invitation.role : admission.how === 'owner' ? 'owner' : admission.role;
  const status = admission.how === 'signup' ? admission.status : 'active';
  user.set({ emailVerified: true, unverifiedExpiresAt: null, invitationId: null, role, status });
  await user.save();
  return admission;
}
