// The env service's env: where a remote site's env endpoints live and how to authorize there (per
// deployment, never in code or the front end), plus the outbound-call discipline and SSRF allow-list.
import { baseServiceEnv, egressAllowVar, envInt } from '@dop/service-kit';
import { z } from 'zod';

const path = (fallback: string) =>
  z
    .string()
    .regex(/^\/[^\s?#]*$/, 'must be a path starting with /')
    .default(fallback);
const list = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** "name=ip,name=ip": fixed answers for names, like /etc/hosts (test and demo sites on one machine). */
const hostMap = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const map = new Map<string, string>();
    for (const pair of text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [name, ip] = pair.split('=').map((s) => s.trim());
      if (!name || !ip || !z.union([z.ipv4(), z.ipv6()]).safeParse(ip).success) {
        ctx.addIssue({ code: 'custom', message: `"${pair}" must be name=ip` });
        return z.NEVER;
      }
      map.set(name.toLowerCase(), ip);
    }
    return map;
  });

export const envServiceEnv = baseServiceEnv.extend({
  ENV_SITE_SCHEME: z.enum(['https', 'http']).default('https'),
  /** Port of the sites' env endpoints; empty for the scheme's default. */
  ENV_SITE_PORT: z.union([z.literal(''), z.coerce.number().int().min(1).max(65535)]).default(''),
  ENV_UPDATE_PATH: path('/api/update-env'),
  /** Where a site answers its current variables (GET, JSON `{env: {...}}` or a flat object). */
  ENV_READ_PATH: path('/api/env'),
  /** Authorization header value the sites expect; empty sends none. */
  ENV_SITE_AUTHORIZATION: z.string().max(4096).default(''),
  ENV_TIMEOUT_MS: envInt(10_000, 100, 120_000),
  ENV_MAX_RESPONSE_BYTES: envInt(1_048_576, 1024, 16_777_216),
  /** Deprecated: folded into EGRESS_ALLOW (still read, with a line at start). */
  ENV_ALLOWED_HOSTS: list,
  /** The operator's egress allow-list (service-kit egress guard): host, host:port or CIDR entries. */
  EGRESS_ALLOW: egressAllowVar,
  /** Sites that may receive ENV_SITE_AUTHORIZATION besides the team's own domains. */
  ENV_SITE_HOSTS: list,
  ENV_HOSTS: hostMap,
});
export type EnvServiceConfig = z.infer<typeof envServiceEnv>;
