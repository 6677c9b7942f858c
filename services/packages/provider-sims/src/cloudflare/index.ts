// Start / stop of the Cloudflare simulator; `url` is what CLOUDFLARE_API_URL should be.
import { buildCloudflareSim } from './app';
import type { CloudflareSimControls } from './controls';
import type { CloudflareSimState } from './state';

export { buildCloudflareSim, type CloudflareSimRuntime } from './app';
export { CloudflareSimState, type SimCfUser, type SimCfZone, type SimCfRecord } from './state';
export { CloudflareSimControls } from './controls';

export interface RunningCloudflareSim {
  /** API base, e.g. http://127.0.0.1:PORT/client/v4 */
  url: string;
  /** The bare origin, for /__sim/cloudflare/* */
  origin: string;
  state: CloudflareSimState;
  controls: CloudflareSimControls;
  stop(): Promise<void>;
}

export async function startCloudflareSim(opts: { port?: number; host?: string } = {}): Promise<RunningCloudflareSim> {
  const rt = buildCloudflareSim();
  const host = opts.host ?? '127.0.0.1';
  await rt.app.listen({ host, port: opts.port ?? 0 });
  const address = rt.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://${host}:${port}`;
  return { url: `${origin}/client/v4`, origin, state: rt.state, controls: rt.controls, stop: () => rt.app.close() };
}
