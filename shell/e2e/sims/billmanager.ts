// DiorHost's BILLmanager panel for the hosting service: accounts in the e2e name the simulator as
// their API endpoint, so its host:port joins the service's allow-list (HOSTING_ALLOWED_HOSTS).
import { startBillmanagerSim } from '@dop/provider-sims';
import type { E2eSimStarter } from './types';

const start: E2eSimStarter = async () => {
  const sim = await startBillmanagerSim();
  return {
    productEnv: { HOSTING_ALLOWED_HOSTS: sim.hostPort },
    testEnv: { E2E_BILLMANAGER_SIM_URL: sim.url, E2E_BILLMANAGER_ENDPOINT: sim.endpoint },
    stop: () => sim.stop(),
  };
};

export default start;
