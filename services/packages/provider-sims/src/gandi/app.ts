// Gandi v5 simulator under /v5: Authorization: Bearer <PAT>, errors as HTTP status with Gandi's
// {code, message, object, cause, status, errors[]} body; LiveDNS per rrset, async domain create.
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
import { registerDomainRoutes } from './domains';
import { gandiError } from './errors';
import { registerLiveDns } from './livedns';

export { gandiError };

export interface GandiSimCredentials {
  apiToken: string;
}

export const DEFAULT_GANDI_CREDENTIALS: GandiSimCredentials = { apiToken: 'gandisimpat0123456789abcdef' };

/** The registrant contact a Gandi account in the panel carries (its GANDI_CONTACT_FIELDS), for tests and benches. */
export const GANDI_SAMPLE_CONTACT = {
  contactGiven: 'Jane',
  contactFamily: 'Doe',
  contactStreetaddr: '1 High Street',
  contactZip: 'SW1A 1AA',
  contactCity: 'London',
  contactCountry: 'GB',
  contactEmail: 'jane@example.org',
  contactPhone: '+44.2071234567',
};
export const GANDI_DEFAULT_NS = ['ns-1-a.gandi.net', 'ns-2-b.gandi.net', 'ns-3-c.gandi.net'];

export function buildGandiSim(
  creds: GandiSimCredentials = DEFAULT_GANDI_CREDENTIALS,
  state = new RegistrarSimState(GANDI_DEFAULT_NS),
): SimRuntime {
  state.currency = 'EUR';
  const rt = createSimApp(
    {
      name: 'gandi',
      errorAnswer: (m, s) => gandiError(s >= 400 ? s : 400, m),
      rateLimitAnswer: () => gandiError(429, 'Too Many Requests'),
    },
    state,
    new SimControls(),
  );
  const guard = (r: FastifyRequest, handle: () => SimAnswer) => () =>
    r.headers.authorization === `Bearer ${creds.apiToken}` ? handle() : gandiError(401, 'Unauthorized');
  registerLiveDns({ rt, state, guard });
  registerDomainRoutes({ rt, state, guard });
  return rt;
}

/** `url` is what GANDI_API_URL should be. */
export async function startGandiSim(
  opts: { credentials?: GandiSimCredentials; port?: number; host?: string } = {},
): Promise<RunningSim<GandiSimCredentials>> {
  const credentials = opts.credentials ?? DEFAULT_GANDI_CREDENTIALS;
  return listenSim(buildGandiSim(credentials), credentials, { ...opts, path: '/v5' });
}
