// What the Spaceship route files share: the {detail} error body, auth and the domain path parameter.
import type { FastifyRequest } from 'fastify';
import { json, type RegistrarSimState, type SimAnswer, type SimRuntime } from '../registrar-common';

/** Spaceship's own name servers ('basic' provider). */
export const SPACESHIP_DEFAULT_NS = ['launch1.spaceship.net', 'launch2.spaceship.net'];

export const detail = (status: number, text: string): SimAnswer => json({ detail: text }, status);

export interface SpaceshipRouteContext {
  rt: SimRuntime;
  state: RegistrarSimState;
  /** Answers 401 unless X-API-Key and X-API-Secret are the account's. */
  guard: (r: FastifyRequest, handle: () => SimAnswer) => () => SimAnswer;
}

export const domainParam = (r: FastifyRequest) => String((r.params as { domain: string }).domain).toLowerCase();
