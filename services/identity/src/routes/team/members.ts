// /api/team/members (issue 25): the list, role and status changes (approving a pending member is
// status active, with a role if given), and removal of pending accounts. The role table let an admin
// in (PATCH also needs a fresh step-up); lib/member-rules.ts decides who may change whom. Every change
// ends what gateways cached for the member, and a disable ends their sessions.
import { MemberIdParams, TeamMember, TeamMembersReply, UpdateMemberBody } from '@dop/contracts/team';
import { HttpError, type ServiceRoutes } from '@dop/service-kit';
import { judgeMemberChange, judgeMemberRemoval } from '../../lib/member-rules';
import { changeKeepingAnOwner } from '../../lib/owner-guard';
import { memberView, roleOf, statusOf } from '../../lib/user-view';
import { actorOf, sourceIp } from '../auth/http-helpers';
import { actingMember, activeOwners, enforce, memberById } from './helpers';

const LAST_OWNER = 'The last active owner cannot be demoted, disabled or removed.';

export const memberRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.get('/members', { schema: { response: { 200: TeamMembersReply } } }, async () => {
    const users = await ctx.models.users.find({ emailVerified: true }).sort({ createdAt: 1, _id: 1 });
    return users.map(memberView);
  });

  app.patch(
    '/members/:id',
    { schema: { params: MemberIdParams, body: UpdateMemberBody, response: { 200: TeamMember } } },
    async (request) => {
      const { user: me, actor } = await actingMember(ctx, request);
      const target = await memberById(ctx, request.params.id);
      const before = { id: target.id as string, role: roleOf(target), status: statusOf(target) };
      const change = request.body;
      enforce(judgeMemberChange(actor, before, change, await activeOwners(ctx)));

      const apply = async () => {
        target.set({ ...(change.role ? { role: change.role } : {}), ...(change.status ? { status: change.status } : {}) });
        await target.save();
      };
      const losesOwner =
        before.role === 'owner' && before.status === 'active' && ((change.role ?? 'owner') !== 'owner' || change.status === 'disabled');
      if (!losesOwner) await apply();
      else {
        const undo = async () => {
          target.set({ role: before.role, status: before.status });
          await target.save();
        };
        // Two owners demoting each other at once: only one of them goes through (lib/owner-guard.ts).
        if (!(await changeKeepingAnOwner(ctx.models, apply, undo))) throw new HttpError('last_owner', LAST_OWNER);
      }

      const after = { role: roleOf(target), status: statusOf(target) };
      if (after.status === 'disabled' && before.status !== 'disabled') await ctx.sessions.destroyAllOf(before.id);
      if (after.role !== before.role || after.status !== before.status) {
        await ctx.accessChanges.publish({ userId: before.id, reason: after.role !== before.role ? 'role-changed' : 'status-changed' });
      }
      await ctx.audit.record({
        action: before.status === 'pending' && after.status === 'active' ? 'member.approved' : 'member.updated',
        actor: actorOf(me),
        target: `member:${before.id}`,
        sourceIp: sourceIp(ctx, request),
        details: {
          username: target.username,
          fromRole: before.role,
          toRole: after.role,
          fromStatus: before.status,
          toStatus: after.status,
        },
      });
      return memberView(target);
    },
  );

  app.delete('/members/:id', { schema: { params: MemberIdParams } }, async (request) => {
    const { user: me, actor } = await actingMember(ctx, request);
    const target = await memberById(ctx, request.params.id);
    enforce(
      judgeMemberRemoval(actor, { id: target.id as string, role: roleOf(target), status: statusOf(target) }, await activeOwners(ctx)),
    );
    const userId = target._id;
    await ctx.models.users.deleteOne({ _id: userId, status: 'pending' });
    await Promise.all([
      ctx.models.sessions.deleteMany({ userId }),
      ctx.models.apiTokens.deleteMany({ userId }),
      ctx.models.settings.deleteMany({ userId }),
      ctx.models.telegramAccounts.deleteMany({ userId }),
      ctx.models.telegramLinks.deleteMany({ userId }),
    ]);
    await ctx.accessChanges.publish({ userId: target.id as string, reason: 'removed' });
    await ctx.audit.record({
      action: 'member.removed',
      actor: actorOf(me),
      target: `member:${target.id as string}`,
      sourceIp: sourceIp(ctx, request),
      details: { username: target.username, email: target.email },
    });
    return { message: 'Member removed' };
  });
};
