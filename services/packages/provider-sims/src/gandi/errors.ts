// Gandi's error body: {code, message, object, cause, status, errors[]} with the HTTP status.
import type { FastifyRequest } from 'fastify';
import { json, type RegistrarSimState, type SimAnswer, type SimRuntime } from '../registrar-common';

const OBJECTS: Record<number, string> = {
  400: 'HTTPBadRequest',
  401: 'HTTPUnauthorized',
  403: 'HTTPForbidden',
  404: 'HTTPNotFound',
  409: 'HTTPConflict',
  429: 'HTTPTooManyRequests',
};
export function gandiError(
  status: number,
  message: string,
  errors?: Array<{ location: string; name: string; description: string }>,
): SimAnswer {
  return json(
    { code: status, message, object: OBJECTS[status] ?? 'HTTPError', cause: message, status: 'error', ...(errors ? { errors } : {}) },
    status,
  );
}

export interface GandiRouteContext {
  rt: SimRuntime;
  state: RegistrarSimState;
  /** Answers 401 unless the Bearer token is the account's. */
  guard: (r: FastifyRequest, handle: () => SimAnswer) => () => SimAnswer;
}

export const params = (r: FastifyRequest) => r.params as { fqdn: string; name: string; type: string };
