// The cloudflare service's env: base + SECRETS_KEY (sealed account keys, shared by every service so the
// domains service can hand over a sealed key), the Cloudflare API base and the SDK's retries and timeout.
import { envInt, secretServiceEnv } from '@dop/service-kit';
import { z } from 'zod';

export const cloudflareEnv = secretServiceEnv.extend({
  /** The API base the SDK calls (its `baseURL`): the simulator in tests, e2e and the demo. */
  CLOUDFLARE_API_URL: z.string().url().default('https://api.cloudflare.com/client/v4'),
  /** One attempt of one Cloudflare call (the SDK's `timeout`; a timed-out attempt is retried). */
  CLOUDFLARE_TIMEOUT_MS: envInt(20_000, 100, 120_000),
  /** Retries of one call (the SDK's `maxRetries`: 429 after its Retry-After, 408, 409, 5xx, no answer). */
  CLOUDFLARE_MAX_RETRIES: envInt(6, 0, 20),
  /** Domains of add/move jobs handled at once by one instance. */
  CLOUDFLARE_JOB_CONCURRENCY: envInt(4, 1, 50),
  /** How long the registrars service may take to change name servers. */
  RPC_TIMEOUT_MS: envInt(120_000, 100, 600_000),
  /**
   * How long JetStream waits for a job message's ack before redelivering it: how soon the items a
   * killed worker held are taken up again. A running item renews it every third of this (leased-items
   * keepLeaseAlive), so a slow or rate-limited provider call never outlives it.
   */
  JOB_ACK_WAIT_MS: envInt(30_000, 1_000, 3_600_000),
});
export type CloudflareConfig = z.infer<typeof cloudflareEnv>;
