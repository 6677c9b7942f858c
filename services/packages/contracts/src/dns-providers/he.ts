// Hurricane Electric: accounts and the DNS update call (spec 2 §3 "Hurricane Electric account",
// §5 "HE DNS update", §7 "Hurricane Electric", §9 HE TTLs).
import { z } from 'zod';
import { isIpv4 } from '../common/dns';
import { DomainName, IsoDateTime } from '../common/http';

/** TTL options of the HE form (spec 2 §9). */
export const HE_TTLS = [300, 600, 1800, 3600] as const;
export const HeTtl = z.union([z.literal(300), z.literal(600), z.literal(1800), z.literal(3600)], {
  error: 'must be one of 300, 600, 1800, 3600',
});

export const Ipv4 = z.string().trim().refine(isIpv4, 'must be an IPv4 address like 203.0.113.10');

/** host:port, optionally with a scheme; credentials go in their own fields. */
export const ProxyServer = z
  .string()
  .trim()
  .max(300)
  .regex(/^(https?:\/\/)?[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port');

const text = (max: number) => z.string().trim().max(max);

/** What answers show in place of a proxy password (issue 25). */
export const HE_PROXY_PASSWORD_MASK = '••••';

/** Add form of an HE account. */
export const HeAccountBody = z.object({
  name: text(100).min(1, 'is required'),
  email: text(254).min(1, 'is required'),
  password: text(500).min(1, 'is required'),
  proxyServer: z.union([z.literal(''), ProxyServer]).nullish(),
  proxyUsername: text(200).nullish(),
  proxyPassword: text(500).nullish(),
  isActive: z.boolean().default(true),
});
export type HeAccountBody = z.infer<typeof HeAccountBody>;

/**
 * Edit form (PUT). password and proxyPassword sent blank, as their preview or as the mask ('••••')
 * keep the stored value; a blank proxyServer removes the proxy with its user and password.
 */
export const HeAccountUpdateBody = HeAccountBody.extend({ password: text(500).default('') });
export type HeAccountUpdateBody = z.infer<typeof HeAccountUpdateBody>;

/**
 * As every answer shows it, whoever asks (issue 25): password is a preview ('abcdefghij...'),
 * proxyPassword the mask '••••' when there is one, and proxy the whole proxy as 'user:••••@host:port'.
 */
export const HeAccount = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  password: z.string(),
  proxyServer: z.string().nullable(),
  proxyUsername: z.string().nullable(),
  proxyPassword: z.string().nullable(),
  proxy: z.string().nullable().optional(),
  isActive: z.boolean(),
  domainsUsed: z.number().int().min(0),
  domainsLimit: z.number().int().min(0),
  lastDomainCheck: IsoDateTime.nullable(),
});
export type HeAccount = z.infer<typeof HeAccount>;
export const HeAccountList = z.array(HeAccount);

/** POST /api/accounts/hurricane-electric/{id}/reveal (admins with a fresh step-up; audited). */
export const HeRevealedSecrets = z.object({ id: z.string(), password: z.string().nullable(), proxyPassword: z.string().nullable() });
export type HeRevealedSecrets = z.infer<typeof HeRevealedSecrets>;

export const HeUpdateBody = z.object({
  domains: z.array(DomainName).min(1, 'enter at least one domain').max(500),
  ipAddress: Ipv4,
  ttl: z.coerce.number().pipe(HeTtl).default(3600),
  accountId: z.string().trim().min(1, 'is required').max(64),
  /** Over the team's change threshold with a single admin: the domain count, typed (issue 30). */
  confirmDomains: z.number().int().min(0).optional(),
});
export type HeUpdateBody = z.infer<typeof HeUpdateBody>;

/** One domain's outcome (spec 2 §3 "DNS result" subset the form shows in its Deployment Summary). */
export const DnsDomainResult = z.object({
  domain: z.string(),
  success: z.boolean(),
  message: z.string(),
  timestamp: IsoDateTime,
});
export type DnsDomainResult = z.infer<typeof DnsDomainResult>;

export const HeUpdateResponse = z.object({ results: z.array(DnsDomainResult) });
export type HeUpdateResponse = z.infer<typeof HeUpdateResponse>;

export const CheckLimitsResponse = z.object({ message: z.string(), accounts: HeAccountList });
export type CheckLimitsResponse = z.infer<typeof CheckLimitsResponse>;

/** GET /api/accounts/hurricane-electric/{id}/domain-count. */
export const DomainCountReply = z.object({ domainCount: z.number().int().min(0) });
export type DomainCountReply = z.infer<typeof DomainCountReply>;
