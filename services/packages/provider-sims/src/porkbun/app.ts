// Porkbun v3 simulator: POST /api/json/v3/... with apikey + secretapikey in the JSON body (pricing
// needs none); errors as {"status":"ERROR","message"} inside HTTP 200.
import { createSimApp, RegistrarSimState, SimControls, listenSim, type RunningSim, type SimRuntime } from '../registrar-common';
import { PORKBUN_DEFAULT_NS, porkbunError, route, success } from './api';

export interface PorkbunSimCredentials {
  apiKey: string;
  secretKey: string;
}

export const DEFAULT_PORKBUN_CREDENTIALS: PorkbunSimCredentials = {
  apiKey: 'pk1_simkey0123456789abcdef',
  secretKey: 'sk1_simsecret0123456789abcdef',
};

export function buildPorkbunSim(
  creds: PorkbunSimCredentials = DEFAULT_PORKBUN_CREDENTIALS,
  state = new RegistrarSimState(PORKBUN_DEFAULT_NS),
): SimRuntime {
  const rt = createSimApp(
    {
      name: 'porkbun',
      errorAnswer: (m) => porkbunError(m),
      rateLimitAnswer: () => porkbunError('Rate limit exceeded. Please slow down.', 429),
    },
    state,
    new SimControls(),
  );
  rt.app.post('/api/json/v3/*', (request, reply) => {
    const parts = String((request.params as { '*': string })['*'])
      .split('/')
      .filter(Boolean);
    const body = (request.body ?? {}) as Record<string, unknown>;
    return rt.answer(reply, parts.slice(0, 2).join('/'), () => {
      if (body.__invalid) return porkbunError('Invalid JSON body.', 400);
      if (parts[0] === 'pricing' && parts[1] === 'get') {
        return success({
          pricing: Object.fromEntries(
            Object.entries(state.prices).map(([t, v]) => [
              t,
              { registration: v.toFixed(2), renewal: v.toFixed(2), transfer: v.toFixed(2), coupons: [] },
            ]),
          ),
        });
      }
      if (body.apikey !== creds.apiKey || body.secretapikey !== creds.secretKey) return porkbunError('Invalid API key. (002)');
      return route(state, parts, body);
    });
  });
  return rt;
}

/** `url` is what PORKBUN_API_URL should be. */
export async function startPorkbunSim(
  opts: { credentials?: PorkbunSimCredentials; port?: number; host?: string } = {},
): Promise<RunningSim<PorkbunSimCredentials>> {
  const credentials = opts.credentials ?? DEFAULT_PORKBUN_CREDENTIALS;
  return listenSim(buildPorkbunSim(credentials), credentials, { ...opts, path: '/api/json/v3' });
}
