// Worker side of the BILLmanager simulator the global setup runs (sims/billmanager.ts): seeds
// customers through its /__sim/billmanager/* control routes, since it lives in another process.
import type { SimCustomer } from '@dop/provider-sims';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the BILLmanager simulator (sims/billmanager.ts)`);
  return value;
}

/** The URL an account's API endpoint field takes to reach the simulator. */
export const billmanagerEndpoint = () => env('E2E_BILLMANAGER_ENDPOINT');

export type SeedCustomer = Partial<SimCustomer> & Pick<SimCustomer, 'login' | 'password'>;

/** Creates (or replaces) a panel customer; expiry and ticket dates are days relative to today. */
export async function seedCustomer(customer: SeedCustomer): Promise<void> {
  const res = await fetch(`${env('E2E_BILLMANAGER_SIM_URL')}/__sim/billmanager/customer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  if (!res.ok) throw new Error(`billmanager sim customer: ${res.status} ${await res.text()}`);
}
