// Who asked, as events carry it (design.md §4).
import type { Actor } from '@dop/contracts/common';
import type { FastifyRequest } from 'fastify';

export const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.identity.userId,
  userName: request.identity.userName ?? undefined,
});
