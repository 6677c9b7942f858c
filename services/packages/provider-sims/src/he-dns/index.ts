// Runs the dns.he.net simulator on a free loopback port; `env` points the dns-providers service at it.
import { buildHeDnsSim } from './app';
import { HeDnsState } from './state';

export { buildHeDnsSim } from './app';
export { HeDnsState, type HeSimAccount, type HeZone, type HeRecord } from './state';
export { HE_FORM_TTLS, NOT_DELEGATED } from './forms';

export interface RunningHeDnsSim {
  url: string;
  port: number;
  state: HeDnsState;
  /** HE_DNS_URL for the dns-providers service. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startHeDnsSim(opts: { port?: number; host?: string } = {}): Promise<RunningHeDnsSim> {
  const state = new HeDnsState();
  const app = buildHeDnsSim(state);
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ host, port: opts.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${host}:${port}/`;
  return { url, port, state, env: { HE_DNS_URL: url }, stop: () => app.close() };
}
