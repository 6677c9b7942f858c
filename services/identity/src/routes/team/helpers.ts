// What the /api/team routes share: the acting admin (from the database, which is fresher than the
// signed header), members by id, and turning a hierarchy verdict into an HTTP error.
import { forbidden, HttpError, notFound } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Actor, RuleVerdict } from '../../lib/member-rules';
import { countActiveOwners } from '../../lib/owner-guard';
import { roleOf, statusOf } from '../../lib/user-view';
import type { UserDoc } from '../../models';
import type { IdentityContext } from '../../plugins/context';
import { signedUser } from '../auth/http-helpers';

/** The acting admin as the database has them now: a role or status changed since the gateway signed counts. */
export async function actingMember(ctx: IdentityContext, request: FastifyRequest): Promise<{ user: UserDoc; actor: Actor }> {
  const user = await signedUser(ctx, request);
  if (statusOf(user) !== 'active') throw forbidden('Only active members manage the team.');
  return { user, actor: { id: user.id as string, role: roleOf(user) } };
}

/** A member: a verified account (unverified registrations are nobody's business until verified). */
export async function memberById(ctx: IdentityContext, id: string): Promise<UserDoc> {
  const user = await ctx.models.users.findOne({ _id: id, emailVerified: true });
  if (!user) throw notFound('Member not found');
  return user;
}

export function activeOwners(ctx: IdentityContext): Promise<number> {
  return countActiveOwners(ctx.models);
}

export function enforce(verdict: RuleVerdict): void {
  if (verdict.ok) return;
  throw new HttpError(verdict.code, verdict.message, verdict.field ? { field: verdict.field } : undefined);
}
