// The dns-providers service's env: base + SECRETS_KEY (HE passwords and PowerDNS keys at rest), where
// dns.he.net lives, call timeouts, and the proxies the monitoring tab checks (parsed once at start).
import { egressAllowVar, envInt, secretServiceEnv } from '@dop/service-kit';
import { z } from 'zod';

/** "rotate=host:port,deploy=user:pass@host:port,…"; an entry without a kind is a rotate proxy. */
const proxyList = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const out: Array<{ kind: 'rotate' | 'deploy'; proxy: string }> = [];
    for (const item of text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const m = /^(?:(rotate|deploy)=)?((?:[^\s:@/]+:[^\s@/]*@)?[A-Za-z0-9.-]+:\d{1,5})$/.exec(item);
      if (!m) {
        ctx.addIssue({ code: 'custom', message: `"${item}" must be [rotate=|deploy=][user:pass@]host:port` });
        return z.NEVER;
      }
      out.push({ kind: (m[1] as 'rotate' | 'deploy' | undefined) ?? 'rotate', proxy: m[2] });
    }
    return out;
  });

export const dnsProvidersEnv = secretServiceEnv.extend({
  /** dns.he.net; tests and the demo point it at the HE simulator. */
  HE_DNS_URL: z.string().url().default('https://dns.he.net/'),
  HE_TIMEOUT_MS: envInt(30_000, 100, 300_000),
  /** Zones a free HE account may hold (providers/he-dns.md: commonly 50, unverified). */
  HE_DOMAINS_LIMIT: envInt(50, 1, 10_000),
  PDNS_TIMEOUT_MS: envInt(15_000, 100, 300_000),
  /** Name servers of new PowerDNS zones, relative to the zone: ns1, ns2 → ns1.<zone>, ns2.<zone>. */
  PDNS_NS_LABELS: z
    .string()
    .default('ns1,ns2')
    .transform((t) =>
      t
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,63}$/, 'labels like ns1,ns2')).min(1)),
  PDNS_RECORD_TTL: envInt(300, 60, 86_400),
  PROXY_MONITOR_PROXIES: proxyList,
  /** A plain-HTTP URL fetched through each proxy to prove it forwards traffic. */
  PROXY_MONITOR_CHECK_URL: z.string().url().default('http://www.gstatic.com/generate_204'),
  PROXY_MONITOR_TIMEOUT_MS: envInt(10_000, 100, 120_000),
  PROXY_MONITOR_INTERVAL_MS: envInt(30 * 60_000, 1000, 24 * 3_600_000),
  /** What outbound calls may reach despite the egress guard (an internal PowerDNS, the simulators). */
  EGRESS_ALLOW: egressAllowVar,
});
export type DnsProvidersConfig = z.infer<typeof dnsProvidersEnv>;
