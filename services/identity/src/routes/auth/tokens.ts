// Personal API tokens under /api/auth/tokens: create (secret shown once; needs a fresh step-up by the
// role table), list, revoke. Issue 25: a scope never above the creator's role (400 naming scope), an
// expiry (default 90 days, at most 365), and a revocation every gateway hears before the answer.
import { maxScopeFor } from '@dop/contracts/access';
import { CreateTokenBody, CreateTokenReply, MessageReply, TokenIdParams, TokenListReply } from '@dop/contracts/auth';
import { badRequest, conflict, notFound, type ServiceRoutes } from '@dop/service-kit';
import { MAX_TOKENS_PER_USER, scopeAllowed } from '../../lib/api-tokens';
import { roleOf } from '../../lib/user-view';
import { actorOf, signedUser, sourceIp } from './http-helpers';

export const tokenRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.get('/tokens', { schema: { response: { 200: TokenListReply } } }, async (request) => {
    const user = await signedUser(ctx, request);
    return { tokens: await ctx.tokens.list(user.id as string) };
  });

  app.post('/tokens', { schema: { body: CreateTokenBody, response: { 201: CreateTokenReply } } }, async (request, reply) => {
    const user = await signedUser(ctx, request);
    const { name, scope, expiresInDays } = request.body;
    if (!scopeAllowed(user, scope)) {
      throw badRequest(`Scope ${scope} is above your role (${roleOf(user)}); the most it may have is ${maxScopeFor(roleOf(user))}`, {
        field: 'scope',
      });
    }
    const created = await ctx.tokens.create(user.id as string, { name, scope, expiresInDays });
    if (!created) throw conflict(`At most ${MAX_TOKENS_PER_USER} tokens per user; revoke one first`);
    await ctx.audit.record({
      action: 'token.created',
      actor: actorOf(user),
      target: `token:${created.token.id}`,
      sourceIp: sourceIp(ctx, request),
      details: { name, scope, expiresAt: created.token.expiresAt },
    });
    request.log.info({ userId: user.id as string, tokenId: created.token.id, scope }, 'API token created');
    reply.code(201);
    return created;
  });

  app.delete('/tokens/:id', { schema: { params: TokenIdParams, response: { 200: MessageReply } } }, async (request) => {
    const user = await signedUser(ctx, request);
    const revoked = await ctx.tokens.revoke(user.id as string, request.params.id);
    if (!revoked) throw notFound('Token not found');
    await ctx.accessChanges.publish({ tokenHash: revoked.tokenHash, reason: 'token-revoked' });
    await ctx.audit.record({
      action: 'token.revoked',
      actor: actorOf(user),
      target: `token:${request.params.id}`,
      sourceIp: sourceIp(ctx, request),
      details: { name: revoked.name },
    });
    request.log.info({ userId: user.id as string, tokenId: request.params.id }, 'API token revoked');
    return { message: 'Token revoked' };
  });
};
