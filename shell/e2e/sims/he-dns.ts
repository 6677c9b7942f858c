// dns.he.net for the dns-providers service (HE_DNS_URL), and the authenticating proxy HE accounts in
// the e2e name: every HE call of the product goes through it.
import { startConnectProxy, startHeDnsSim } from '@dop/provider-sims';
import type { E2eSimStarter } from './types';

const PROXY_USER = 'he-e2e';
const PROXY_PASS = 'he-e2e-proxy-pass';

const start: E2eSimStarter = async () => {
  const sim = await startHeDnsSim();
  const proxy = await startConnectProxy({ credentials: { user: PROXY_USER, pass: PROXY_PASS } }).catch(async (err) => {
    await sim.stop();
    throw err;
  });
  return {
    productEnv: sim.env,
    testEnv: { E2E_HE_SIM_URL: sim.url, E2E_HE_PROXY: proxy.address, E2E_HE_PROXY_USER: PROXY_USER, E2E_HE_PROXY_PASS: PROXY_PASS },
    stop: async () => {
      await proxy.stop();
      await sim.stop();
    },
  };
};

export default start;
