// Bits every hosting route plugin shares.
import type { Actor } from '@dop/contracts/common';
import type { FastifyRequest } from 'fastify';

export const actorOf = (request: FastifyRequest): Actor => ({ userId: request.identity.userId, userName: request.identity.userName });
