// POST /api/auth/register → { requiresEmailVerification, message }. Issue 25: the answer never tells
// whether the e-mail has an account (a taken or pending e-mail gets the same 201 and body as a fresh
// one, and its address a mail saying someone tried), and an existing registration is never changed: the
// mailed code belongs to whoever asked first. SIGNUP_MODE=invite-only refuses sign-ups without a valid
// invitation (403 invite_required).
import { RegisterBody, RegisterReply } from '@dop/contracts/auth';
import { conflict, HttpError, type ServiceRoutes } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '../../config';
import { registrationAttemptMail } from '../../lib/mail-templates';
import { hashPassword } from '../../lib/password';
import type { IdentityContext } from '../../plugins/context';
import { isDuplicateKey, sendMail, sendVerificationCode } from './http-helpers';

const REGISTERED = { requiresEmailVerification: true, message: 'Registration successful. A verification code has been sent to your email' };

function invalidInvitation(): HttpError {
  return new HttpError('invalid_invitation', 'This invitation is invalid or has expired.', { field: 'invite' });
}

/**
 * Invite-only still lets the owner in, or nobody could ever invite: OWNER_EMAIL's address, or, without
 * OWNER_EMAIL, anyone while the deployment has no owner yet (the first to verify becomes it). Neither
 * depends on whether the e-mail has an account, so the answer tells nothing about accounts.
 */
async function mayBecomeOwner(ctx: IdentityContext, email: string): Promise<boolean> {
  const ownerEmail = ctx.membership.ownerEmail;
  if (ownerEmail) return email === ownerEmail;
  return (await ctx.models.users.exists({ role: 'owner' })) === null;
}

/** A valid invitation for this e-mail, or null when none was given; throws when the sign-up may not go on. */
async function invitationFor(ctx: IdentityContext, email: string, invite: string | undefined) {
  if (!invite) {
    if (ctx.config.SIGNUP_MODE === 'invite-only' && !(await mayBecomeOwner(ctx, email))) {
      throw new HttpError('invite_required');
    }
    return null;
  }
  const invitation = await ctx.invitations.usable(invite);
  if (!invitation || invitation.email !== email) throw invalidInvitation();
  return invitation;
}

/** The e-mail already has an account or a registration: its address hears of the attempt, nothing changes. */
async function tellAddressOwner(ctx: IdentityContext, request: FastifyRequest, email: string): Promise<void> {
  request.log.info({ account: email }, 'registration for an existing e-mail: account left unchanged, owner told');
  await sendMail(ctx, request, registrationAttemptMail(email));
}

export const registerRoute: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.post(
    '/register',
    { config: { public: true }, schema: { body: RegisterBody, response: { 201: RegisterReply } } },
    async (request, reply) => {
      const { username, email, password, invite } = request.body;
      const invitation = await invitationFor(ctx, email, invite);
      const usernameKey = username.toLowerCase();
      // Taken whoever holds it, the same e-mail included: answering otherwise would pair names with e-mails.
      if (await ctx.models.users.exists({ usernameKey })) throw conflict('Username is already taken', { field: 'username' });
      // Hashed in every case, so a taken e-mail answers in the same time as a fresh one.
      const passwordHash = await hashPassword(password);

      reply.code(201);
      if (await ctx.models.users.exists({ email })) {
        await tellAddressOwner(ctx, request, email);
        return REGISTERED;
      }
      try {
        const user = await ctx.models.users.create({
          username,
          usernameKey,
          email,
          passwordHash,
          role: 'viewer',
          status: 'pending',
          unverifiedExpiresAt: new Date(Date.now() + LIMITS.unverifiedTtlMs),
          invitationId: invitation?._id ?? null,
        });
        await ctx.events.registered(user);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        // A racing registration got there first: for its e-mail, the same as above; for its username, 409.
        if (await ctx.models.users.exists({ email })) {
          await tellAddressOwner(ctx, request, email);
          return REGISTERED;
        }
        throw conflict('Username is already taken', { field: 'username' });
      }
      await sendVerificationCode(ctx, request, email);
      return REGISTERED;
    },
  );
};
