// NameSilo API simulator: GET /api/<operation> and /apibatch/<operation> with version=1&type=json&key=,
// failures as reply.code other than 300 inside HTTP 200.
import { createSimApp, RegistrarSimState, SimControls, listenSim, type RunningSim, type SimRuntime } from '../registrar-common';
import { NAMESILO_DEFAULT_NS, reply, runOperation } from './operations';

export interface NamesiloSimCredentials {
  apiKey: string;
}

export const DEFAULT_NAMESILO_CREDENTIALS: NamesiloSimCredentials = { apiKey: 'nssimkey0123456789abcdef' };

export function buildNamesiloSim(
  creds: NamesiloSimCredentials = DEFAULT_NAMESILO_CREDENTIALS,
  state = new RegistrarSimState(NAMESILO_DEFAULT_NS),
): SimRuntime {
  const runtime = createSimApp(
    {
      name: 'namesilo',
      errorAnswer: (message) => reply('error', 280, message),
      // NameSilo reports throttling inside the reply as well.
      rateLimitAnswer: () => reply('error', 119, 'Too many requests. Please wait before sending more.'),
    },
    state,
    new SimControls(),
  );
  runtime.app.get('/:prefix/:operation', async (request, reply_) => {
    const { prefix, operation } = request.params as { prefix: string; operation: string };
    if (prefix !== 'api' && prefix !== 'apibatch') return reply_.code(404).send('Not Found');
    const p = request.query as Record<string, string>;
    return runtime.answer(reply_, operation, () => {
      if (p.version !== '1') return reply(operation, 104, 'Invalid API version');
      if (p.type !== 'json') return reply(operation, 105, 'This simulator answers type=json only');
      if (p.key !== creds.apiKey) return reply(operation, 110, 'Invalid API Key');
      return runOperation(state, operation, p);
    });
  });
  return runtime;
}

/** `url` is what NAMESILO_API_URL should be. */
export async function startNamesiloSim(
  opts: { credentials?: NamesiloSimCredentials; port?: number; host?: string } = {},
): Promise<RunningSim<NamesiloSimCredentials>> {
  const credentials = opts.credentials ?? DEFAULT_NAMESILO_CREDENTIALS;
  return listenSim(buildNamesiloSim(credentials), credentials, { ...opts, path: '/apibatch' });
}
