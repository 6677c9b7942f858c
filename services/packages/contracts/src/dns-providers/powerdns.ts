// PowerDNS: accounts, the zone update call and proxy monitoring (spec 2 §3 "PowerDNS account",
// "Proxy data", §5 "PowerDNS update", §7 "PowerDNS").
import { z } from 'zod';
import { DomainName, IsoDateTime } from '../common/http';
import { DnsDomainResult, Ipv4 } from './he';

export const PdnsAccountBody = z.object({
  name: z.string().trim().min(1, 'is required').max(100),
  apiKey: z.string().trim().min(1, 'is required').max(500),
  apiUrl: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(500)
    .url('must be a URL like http://127.0.0.1:8081')
    .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://'),
  isActive: z.boolean().default(true),
});
export type PdnsAccountBody = z.infer<typeof PdnsAccountBody>;

/** Edit form (PUT): an apiKey sent blank or as its preview keeps the stored key. */
export const PdnsAccountUpdateBody = PdnsAccountBody.extend({ apiKey: z.string().trim().max(500).default('') });
export type PdnsAccountUpdateBody = z.infer<typeof PdnsAccountUpdateBody>;

/** apiKey is a preview in every answer, whoever asks (issue 25). */
export const PdnsAccount = z.object({
  id: z.string(),
  name: z.string(),
  apiKey: z.string(),
  apiUrl: z.string(),
  isActive: z.boolean(),
});
export type PdnsAccount = z.infer<typeof PdnsAccount>;
export const PdnsAccountList = z.array(PdnsAccount);

/** POST /api/accounts/powerdns/{id}/reveal (admins with a fresh step-up; audited). */
export const PdnsRevealedSecrets = z.object({ id: z.string(), apiKey: z.string().nullable() });
export type PdnsRevealedSecrets = z.infer<typeof PdnsRevealedSecrets>;

/**
 * POST /api/powerdns/update. Nova Deploy: backendServerIp is null and proxyIps holds the Nova IP.
 * Domains are lower-cased by DomainName.
 */
export const PdnsUpdateBody = z
  .object({
    domains: z.array(DomainName).min(1, 'Please enter at least one domain').max(500),
    selectedAccountId: z.string().trim().min(1, 'Please select a PowerDNS account').max(64),
    glueIp: Ipv4,
    proxyIps: z.array(Ipv4).min(1, 'enter at least one proxy IP').max(50),
    backendServerIp: Ipv4.nullish(),
    isNovaDeploy: z.boolean().default(false),
    /** Over the team's change threshold with a single admin: the domain count, typed (issue 30). */
    confirmDomains: z.number().int().min(0).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.isNovaDeploy && b.backendServerIp) {
      ctx.addIssue({ code: 'custom', path: ['backendServerIp'], message: 'must be null in Nova Deploy mode' });
    }
  });
export type PdnsUpdateBody = z.infer<typeof PdnsUpdateBody>;

export const PdnsUpdateResponse = z.object({
  results: z.array(DnsDomainResult),
  successCount: z.number().int().min(0),
  totalProcessed: z.number().int().min(0),
});
export type PdnsUpdateResponse = z.infer<typeof PdnsUpdateResponse>;

export const ProxyKind = z.enum(['rotate', 'deploy']);
export type ProxyKind = z.infer<typeof ProxyKind>;

/** One proxy as a pool lists it; error says why a dead one failed. */
export const ProxyEntry = z.object({
  proxy: z.string(),
  kind: ProxyKind,
  alive: z.boolean(),
  latencyMs: z.number().int().min(0).nullable(),
  error: z.string().nullable(),
  checkedAt: IsoDateTime,
});
export type ProxyEntry = z.infer<typeof ProxyEntry>;

export const ProxyData = z.object({
  rotateProxyPool: z.array(ProxyEntry),
  deadProxyPool: z.array(ProxyEntry),
  deployProxyPool: z.array(ProxyEntry),
  activeProxyPool: z.array(ProxyEntry),
});
export type ProxyData = z.infer<typeof ProxyData>;

export const ProxyMonitoringResponse = z.object({
  success: z.boolean(),
  data: ProxyData,
  message: z.string(),
  checkedAt: IsoDateTime.nullable(),
});
export type ProxyMonitoringResponse = z.infer<typeof ProxyMonitoringResponse>;

/** ?refresh=true checks every proxy now instead of answering the last check. */
export const ProxyMonitoringQuery = z.object({ refresh: z.enum(['true', 'false']).optional() });
