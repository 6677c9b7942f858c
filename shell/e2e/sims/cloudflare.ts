// The Cloudflare API v4 simulator for the e2e suite: every service gets CLOUDFLARE_API_URL, the tests
// E2E_CLOUDFLARE_SIM_URL (its origin, for /__sim/cloudflare/*). Backoff starts small so a test that
// asks for 429s sees the job slow down for a moment, not for minutes.
import { startCloudflareSim } from '@dop/provider-sims';
import type { E2eSimStarter } from './types';

const start: E2eSimStarter = async () => {
  const sim = await startCloudflareSim();
  return {
    productEnv: { CLOUDFLARE_API_URL: sim.url, CLOUDFLARE_BACKOFF_MS: '200' },
    testEnv: { E2E_CLOUDFLARE_SIM_URL: sim.origin },
    stop: () => sim.stop(),
  };
};

export default start;
