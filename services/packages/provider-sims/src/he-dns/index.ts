// Runs the dns.he.net simulator on a free loopback port; `env` points the dns-providers service at it.
// The pages' markup variants come from `markup`, else HE_SIM_MARKUP (a comma list; markup.ts).
import { buildHeDnsSim } from './app';
import { HeDnsState } from './state';

export { buildHeDnsSim } from './app';
export { HeDnsState, type HeSimAccount, type HeZone, type HeRecord } from './state';
export { HE_FORM_TTLS, NOT_DELEGATED } from './forms';
export { TOKEN_INVALID, TOKEN_MISSING, TOKEN_REUSED } from './login';
export { HE_MARKUP_VARIANTS, parseMarkup, type HeMarkupVariant } from './markup';

export interface RunningHeDnsSim {
  url: string;
  port: number;
  state: HeDnsState;
  /** HE_DNS_URL for the dns-providers service. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startHeDnsSim(
  opts: { port?: number; host?: string; markup?: string | readonly string[] } = {},
): Promise<RunningHeDnsSim> {
  const state = new HeDnsState({ markup: opts.markup ?? process.env.HE_SIM_MARKUP });
  const app = buildHeDnsSim(state);
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ host, port: opts.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${host}:${port}/`;
  return { url, port, state, env: { HE_DNS_URL: url }, stop: () => app.close() };
}
