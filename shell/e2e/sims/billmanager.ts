// DiorHost's BILLmanager panel for the hosting service: accounts in the e2e name the simulator as
// their API endpoint, reached (and allowed as a billing host) through global-setup's EGRESS_ALLOW.
import { startBillmanagerSim } from '@dop/provider-sims';
import type { E2eSimStarter } from './types';

const start: E2eSimStarter = async () => {
  const sim = await startBillmanagerSim();
  return {
    productEnv: {},
    testEnv: { E2E_BILLMANAGER_SIM_URL: sim.url, E2E_BILLMANAGER_ENDPOINT: sim.endpoint },
    stop: () => sim.stop(),
  };
};

export default start;
