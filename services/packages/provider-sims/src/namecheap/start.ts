// Runs the Namecheap simulator; `url` is what NAMECHEAP_API_URL should be.
import { listenSim, type RunningSim } from '../registrar-common';
import { buildNamecheapSim, DEFAULT_NAMECHEAP_CREDENTIALS, type NamecheapSimCredentials } from './app';

export async function startNamecheapSim(
  opts: { credentials?: NamecheapSimCredentials; port?: number; host?: string } = {},
): Promise<RunningSim<NamecheapSimCredentials>> {
  const credentials = opts.credentials ?? DEFAULT_NAMECHEAP_CREDENTIALS;
  return listenSim(buildNamecheapSim(credentials), credentials, { ...opts, path: '/xml.response' });
}
