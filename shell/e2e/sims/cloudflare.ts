// The Cloudflare API v4 simulator for the e2e suite: every service gets CLOUDFLARE_API_URL (the
// Cloudflare SDK's base URL), the tests E2E_CLOUDFLARE_SIM_URL (its origin, for /__sim/cloudflare/*).
import { startCloudflareSim } from '@dop/provider-sims';
import type { E2eSimStarter } from './types';

const start: E2eSimStarter = async () => {
  const sim = await startCloudflareSim();
  return {
    productEnv: { CLOUDFLARE_API_URL: sim.url },
    testEnv: { E2E_CLOUDFLARE_SIM_URL: sim.origin },
    stop: () => sim.stop(),
  };
};

export default start;
