// Dynadot API3 simulator: GET /api3.json?key=&command=. A regular account may run one request at a
// time; the simulator records how many were in flight at once (controls.maxInFlight).
import { createSimApp, RegistrarSimState, SimControls, listenSim, type RunningSim, type SimRuntime } from '../registrar-common';
import { DYNADOT_DEFAULT_NS, dynadotError, runCommand } from './commands';

export interface DynadotSimCredentials {
  apiKey: string;
}

export const DEFAULT_DYNADOT_CREDENTIALS: DynadotSimCredentials = { apiKey: 'ddsimkey0123456789abcdef' };

export function buildDynadotSim(
  creds: DynadotSimCredentials = DEFAULT_DYNADOT_CREDENTIALS,
  state = new RegistrarSimState(DYNADOT_DEFAULT_NS),
): SimRuntime {
  const runtime = createSimApp(
    {
      name: 'dynadot',
      errorAnswer: (message) => dynadotError('error', message),
      rateLimitAnswer: () => dynadotError('error', 'too many concurrent requests'),
    },
    state,
    new SimControls(),
  );
  runtime.app.get('/api3.json', async (request, reply) => {
    const p = request.query as Record<string, string>;
    const command = p.command ?? '';
    return runtime.answer(reply, command || 'unknown', () => {
      if (p.key !== creds.apiKey) return dynadotError(command, 'invalid key');
      // A regular account allows one request at a time.
      if (runtime.controls.inFlight > 1) return dynadotError(command, 'too many concurrent requests');
      return runCommand(state, command, p);
    });
  });
  return runtime;
}

/** `url` is what DYNADOT_API_URL should be. */
export async function startDynadotSim(
  opts: { credentials?: DynadotSimCredentials; port?: number; host?: string } = {},
): Promise<RunningSim<DynadotSimCredentials>> {
  const credentials = opts.credentials ?? DEFAULT_DYNADOT_CREDENTIALS;
  return listenSim(buildDynadotSim(credentials), credentials, { ...opts, path: '/api3.json' });
}
