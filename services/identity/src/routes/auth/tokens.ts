// Personal API tokens under /api/auth/tokens: create (secret shown once), list, revoke.
import { CreateTokenBody, CreateTokenReply, MessageReply, TokenIdParams, TokenListReply } from '@dop/contracts/auth';
import { conflict, notFound, type ServiceRoutes } from '@dop/service-kit';
import { MAX_TOKENS_PER_USER } from '../../lib/api-tokens';
import { signedUser } from './http-helpers';

export const tokenRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.get('/tokens', { schema: { response: { 200: TokenListReply } } }, async (request) => {
    const user = await signedUser(ctx, request);
    return { tokens: await ctx.tokens.list(user.id as string) };
  });

  app.post('/tokens', { schema: { body: CreateTokenBody, response: { 201: CreateTokenReply } } }, async (request, reply) => {
    const user = await signedUser(ctx, request);
    const created = await ctx.tokens.create(user.id as string, request.body.name);
    if (!created) throw conflict(`At most ${MAX_TOKENS_PER_USER} tokens per user; revoke one first`);
    request.log.info({ userId: user.id as string, tokenId: created.token.id }, 'API token created');
    reply.code(201);
    return created;
  });

  app.delete('/tokens/:id', { schema: { params: TokenIdParams, response: { 200: MessageReply } } }, async (request) => {
    const user = await signedUser(ctx, request);
    if (!(await ctx.tokens.revoke(user.id as string, request.params.id))) throw notFound('Token not found');
    request.log.info({ userId: user.id as string, tokenId: request.params.id }, 'API token revoked');
    return { message: 'Token revoked' };
  });
};
