// Spaceship REST simulator under /api: X-API-Key + X-API-Secret (401 otherwise), errors as HTTP
// status with {detail}, DNS upsert/delete by content, asynchronous registration (202 + operation id).
import type { FastifyRequest } from 'fastify';
import {
  createSimApp,
  listenSim,
  RegistrarSimState,
  SimControls,
  type RunningSim,
  type SimAnswer,
  type SimRuntime,
} from '../registrar-common';
import { detail, SPACESHIP_DEFAULT_NS } from './context';
import { registerDnsRoutes } from './dns';
import { registerDomainRoutes } from './domains';

export interface SpaceshipSimCredentials {
  apiKey: string;
  apiSecret: string;
}

export const DEFAULT_SPACESHIP_CREDENTIALS: SpaceshipSimCredentials = {
  apiKey: 'sssimkey0123456789abcdef',
  apiSecret: 'sssimsecret0123456789abcdef',
};

export { SPACESHIP_DEFAULT_NS };

export function buildSpaceshipSim(
  creds: SpaceshipSimCredentials = DEFAULT_SPACESHIP_CREDENTIALS,
  state = new RegistrarSimState(SPACESHIP_DEFAULT_NS),
): SimRuntime {
  const rt = createSimApp(
    {
      name: 'spaceship',
      errorAnswer: (m, status) => detail(status >= 400 ? status : 422, m),
      rateLimitAnswer: () => ({ ...detail(429, 'Too many requests'), headers: { 'retry-after': '1' } }),
    },
    state,
    new SimControls(),
  );
  const authed = (r: FastifyRequest) => r.headers['x-api-key'] === creds.apiKey && r.headers['x-api-secret'] === creds.apiSecret;
  const guard = (r: FastifyRequest, handle: () => SimAnswer) => () => (authed(r) ? handle() : detail(401, 'Unauthorized'));
  registerDnsRoutes({ rt, state, guard });
  registerDomainRoutes({ rt, state, guard });
  return rt;
}

/** `url` is what SPACESHIP_API_URL should be. */
export async function startSpaceshipSim(
  opts: { credentials?: SpaceshipSimCredentials; port?: number; host?: string } = {},
): Promise<RunningSim<SpaceshipSimCredentials>> {
  const credentials = opts.credentials ?? DEFAULT_SPACESHIP_CREDENTIALS;
  return listenSim(buildSpaceshipSim(credentials), credentials, { ...opts, path: '/api' });
}
