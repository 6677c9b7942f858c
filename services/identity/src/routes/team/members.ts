// /api/team/members (issue 25): the list, role and status changes (approving a pending member is
// status active, with a role if given), and removal of pending accounts. The role table let an admin
// in (PATCH also needs a fresh step-up); lib/member-rules.ts decides who may change whom. Every change
// ends what gateways cached for the member, and a disable ends their sessions.
import { MemberIdParams, TeamMember, TeamMembersReply, UpdateMemberBody } from '@dop/contracts/team';
import { deleteWithEvent, HttpError, pushEvents, stageEvent, type ServiceRoutes } from '@dop/service-kit';
import { judgeMemberChange, judgeMemberRemoval } from '../../lib/member-rules';
import { changeKeepingAnOwner } from '../../lib/owner-guard';
import { memberView, roleOf, statusOf } from '../../lib/user-view';
import type { UserDoc } from '../../models/user';
import { actorOf, sourceIp } from '../auth/http-helpers';
import { actingMember, activeOwners, enforce, memberById } from './helpers';

/** Who did it, as domain events name an actor. */
const eventActor = (me: UserDoc) => ({ userId: me.id as string, userName: me.username });

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

      const next = { role: change.role ?? before.role, status: change.status ?? before.status };
      const member = { userId: before.id, username: target.username, actor: eventActor(me) };
      const changed = next.role !== before.role || next.status !== before.status;
      const told = (from: typeof next, to: typeof next) =>
        pushEvents(stageEvent('identity.member.changed', { ...member, old: from, new: to }));
      // The event is written with the change itself (the relay publishes it), so neither goes without the other.
      const apply = async () => {
        const standing = { role: before.role, status: before.status };
        await ctx.models.users.updateOne({ _id: target._id }, { $set: next, ...(changed ? told(standing, next) : {}) });
        target.set(next);
      };
      const losesOwner =
        before.role === 'owner' && before.status === 'active' && ((change.role ?? 'owner') !== 'owner' || change.status === 'disabled');
      if (!losesOwner) await apply();
      else {
        const undo = async () => {
          const back = { role: before.role, status: before.status };
          // The change may have been told already (the relay can take it at any moment): the change
          // back is told too, in the same write, so what subscribers hear adds up to what happened.
          await ctx.models.users.updateOne({ _id: target._id }, { $set: back, ...told(next, back) });
          target.set(back);
        };
        // Two owners demoting each other at once: only one of them goes through (lib/owner-guard.ts).
        if (!(await changeKeepingAnOwner(ctx.models, apply, undo))) throw new HttpError('last_owner', LAST_OWNER);
      }

      app.eventRelay.nudge();
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
    const removed = stageEvent('identity.member.removed', {
      userId: target.id as string,
      username: target.username,
      actor: eventActor(me),
    });
    await deleteWithEvent(app.mongo.db!, 'users', userId, removed, { status: 'pending' });
    app.eventRelay.nudge();
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
