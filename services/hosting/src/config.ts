// The hosting service's env: base + SECRETS_KEY, DiorHost's billing URL (the default apiEndpoint of a
// new account), the hosts an account's apiEndpoint may name (SSRF guard: the endpoint is user-supplied
// and receives the account password), and the call discipline and background sync period.
import { DIORHOST_DEFAULT_ENDPOINT } from '@dop/contracts/hosting';
import { egressAllowVar, envInt, secretServiceEnv } from '@dop/service-kit';
import { z } from 'zod';

/** "host" or "host:port" entries, comma-separated, lower-cased. */
const hostList = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const entries = text
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = entries.find((e) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(e));
    if (bad) {
      ctx.addIssue({ code: 'custom', message: `"${bad}" must be host or host:port` });
      return z.NEVER;
    }
    return entries;
  });

export const hostingEnv = secretServiceEnv.extend({
  DIORHOST_API_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL')
    .default(DIORHOST_DEFAULT_ENDPOINT),
  /** Deprecated: folded into EGRESS_ALLOW (still read, with a line at start). */
  HOSTING_ALLOWED_HOSTS: hostList,
  /** Hosts an apiEndpoint may name besides DIORHOST_API_URL's, and addresses the egress guard lets through. */
  EGRESS_ALLOW: egressAllowVar,
  HOSTING_TIMEOUT_MS: envInt(15_000, 100, 120_000),
  HOSTING_MAX_RESPONSE_BYTES: envInt(2_097_152, 1024, 33_554_432),
  /** Background sync of every active account's balance and servers; 0 turns it off. */
  HOSTING_SYNC_INTERVAL_MS: envInt(3_600_000, 0, 86_400_000),
});
export type HostingConfig = z.infer<typeof hostingEnv>;
