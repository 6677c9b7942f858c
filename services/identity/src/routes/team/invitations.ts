// /api/team/invitations (issue 25): an admin invites an e-mail with a role up to their own (owners may
// invite owners) and gets the link once; list; revoke. An address that already has a member is refused
// (409 naming email); an unverified registration of it is dropped, so a stranger who registered the
// address first cannot keep the invitee out for a day.
import { CreateInvitationBody, CreateInvitationReply, InvitationIdParams, InvitationsReply } from '@dop/contracts/team';
import { conflict, notFound, type ServiceRoutes } from '@dop/service-kit';
import { mayGrant } from '../../lib/member-rules';
import { actorOf, sourceIp } from '../auth/http-helpers';
import { actingMember, enforce } from './helpers';

export const invitationRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.get('/invitations', { schema: { response: { 200: InvitationsReply } } }, async () => ctx.invitations.list());

  app.post('/invitations', { schema: { body: CreateInvitationBody, response: { 201: CreateInvitationReply } } }, async (request, reply) => {
    const { user: me, actor } = await actingMember(ctx, request);
    const { email, role } = request.body;
    enforce(mayGrant(actor, role));
    if (await ctx.models.users.exists({ email, emailVerified: true })) {
      throw conflict('This e-mail already has an account; approve or change it in the members list', { field: 'email' });
    }
    const unverified = await ctx.models.users.findOneAndDelete({ email, emailVerified: { $ne: true } });
    if (unverified) await ctx.codes.discard('verify-email', email);
    const created = await ctx.invitations.create(actorOf(me), email, role);
    await ctx.audit.record({
      action: 'invitation.created',
      actor: actorOf(me),
      target: `invitation:${created.id}`,
      sourceIp: sourceIp(ctx, request),
      details: { email, role, expiresAt: created.expiresAt },
    });
    reply.code(201);
    return { id: created.id, url: created.url, expiresAt: created.expiresAt };
  });

  app.delete('/invitations/:id', { schema: { params: InvitationIdParams } }, async (request) => {
    const { user: me, actor } = await actingMember(ctx, request);
    const invitation = await ctx.invitations.get(request.params.id);
    if (!invitation) throw notFound('Invitation not found');
    // An admin cannot withdraw what only an owner could give.
    enforce(mayGrant(actor, invitation.role));
    await ctx.invitations.revoke(request.params.id);
    await ctx.audit.record({
      action: 'invitation.revoked',
      actor: actorOf(me),
      target: `invitation:${request.params.id}`,
      sourceIp: sourceIp(ctx, request),
      details: { email: invitation.email, role: invitation.role },
    });
    return { message: 'Invitation revoked' };
  });
};
