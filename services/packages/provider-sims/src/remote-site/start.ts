// Runs the remote-site simulator on a free loopback port. `env` holds the settings that point the env
// service at it (sites are addressed by domain, so ENV_HOSTS maps each test domain to the loopback).
import { buildRemoteSiteSim } from './app';
import { RemoteSiteState } from './state';

export interface RunningRemoteSiteSim {
  url: string;
  port: number;
  authorization: string;
  state: RemoteSiteState;
  /** ENV_SITE_SCHEME, ENV_SITE_PORT, the paths and the authorization for the env service. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export const DEFAULT_SITE_AUTHORIZATION = 'Bearer sim-remote-site-token';
export const SIM_UPDATE_PATH = '/api/update-env';
export const SIM_READ_PATH = '/api/env';

export async function startRemoteSiteSim(
  opts: { authorization?: string; port?: number; host?: string } = {},
): Promise<RunningRemoteSiteSim> {
  const authorization = opts.authorization ?? DEFAULT_SITE_AUTHORIZATION;
  const state = new RemoteSiteState();
  const app = buildRemoteSiteSim({ authorization, updatePath: SIM_UPDATE_PATH, readPath: SIM_READ_PATH, state });
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ host, port: opts.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const env = {
    ENV_SITE_SCHEME: 'http',
    ENV_SITE_PORT: String(port),
    ENV_UPDATE_PATH: SIM_UPDATE_PATH,
    ENV_READ_PATH: SIM_READ_PATH,
    ENV_SITE_AUTHORIZATION: authorization,
  };
  return { url: `http://${host}:${port}`, port, authorization, state, env, stop: () => app.close() };
}
