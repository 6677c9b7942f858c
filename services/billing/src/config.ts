// The billing service's env: how purchase delays are measured and how hard the scheduler may push.
import { baseServiceEnv, envInt } from '@dop/service-kit';
import { z } from 'zod';

export const billingEnv = baseServiceEnv.extend({
  /**
   * Length of one "minute" of the purchase delays (spec 2 §9: 1–120 minutes). Tests and the e2e suite
   * compress it; the schedule logic is the same.
   */
  BILLING_DELAY_UNIT_MS: envInt(60_000, 1, 3_600_000),
  /** How often the scheduler looks for jobs to check and purchases that are due. */
  BILLING_TICK_MS: envInt(500, 10, 60_000),
  /** Purchases in flight at once per instance (registrars still apply their per-account limits). */
  BILLING_CONCURRENCY: envInt(4, 1, 50),
  /**
   * How long a claimed job check or purchase stays claimed without a heartbeat; after that another
   * instance (or this one after a restart) takes it over.
   */
  BILLING_LEASE_MS: envInt(60_000, 1_000, 3_600_000),
  /** How long a registrars request may take (NameSilo spacing and Porkbun's 10 s checks queue behind it). */
  BILLING_RPC_TIMEOUT_MS: envInt(600_000, 100, 3_600_000),
});
export type BillingConfig = z.infer<typeof billingEnv>;
