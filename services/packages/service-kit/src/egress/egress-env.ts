// EGRESS_ALLOW from the environment, and the older per-service lists folded into it.
import { z } from 'zod';
import { parseAllowList } from './allow-list';
import { EgressPolicy, type EgressResolver } from './egress-policy';

/** EGRESS_ALLOW as a comma list, validated at start (a typo must not silently allow nothing). */
export const egressAllowVar = z
  .string()
  .default('')
  .superRefine((text, ctx) => {
    try {
      parseAllowList(text);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `${(err as Error).message}; entries are host, host:port or CIDR` });
    }
  });

export const egressEnv = z.object({ EGRESS_ALLOW: egressAllowVar });

/**
 * The service's policy: EGRESS_ALLOW plus any deprecated list (ENV_ALLOWED_HOSTS,
 * HOSTING_ALLOWED_HOSTS) still set, each of which logs one line at start.
 */
export function egressPolicyFrom(
  env: { EGRESS_ALLOW: string },
  deprecated: Record<string, readonly string[] | string | undefined> = {},
  log?: { warn(msg: string): void },
  resolver?: EgressResolver,
): EgressPolicy {
  const parts = [env.EGRESS_ALLOW];
  for (const [name, value] of Object.entries(deprecated)) {
    const list = typeof value === 'string' ? value.split(',') : (value ?? []);
    if (!list.some((v) => v.trim())) continue;
    log?.warn(`${name} is deprecated: add its entries to EGRESS_ALLOW instead (read for now)`);
    parts.push(list.join(','));
  }
  return new EgressPolicy({ allow: parseAllowList(parts.join(',')), resolver });
}
