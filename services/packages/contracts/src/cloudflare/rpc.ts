// cloudflare.rpc.* request/reply (the domains service asks; CLOUDFLARE_RPC lives beside its caller in
// domains/bulk.ts). Keys travel sealed with the shared SECRETS_KEY or not at all (a saved account by email).
import { z } from 'zod';
import { ARecordName, isIpv4 } from '../common/dns';
import { Actor } from '../common/events';
import { DomainName } from '../common/http';
import { SslMode } from './http';

const Context = z.object({
  actor: Actor,
  jobId: z.string().max(128).optional(),
  teamTag: z.string().max(100).nullable().optional(),
});

/** Which Cloudflare account: an e-mail plus a SecretBox-sealed key, or only the e-mail of a saved account. */
const AccountRef = z.object({
  email: z.string().max(254).nullable().optional(),
  apiKeySealed: z.string().max(2000).nullable().optional(),
});

const RecordIn = z.object({
  name: ARecordName,
  content: z.string().refine(isIpv4, 'must be an IPv4 address'),
  ttl: z.number().int().min(1).max(604_800).default(1),
});

export const CfSetARecordsRequest = Context.extend(AccountRef.shape).extend({
  domain: DomainName,
  records: z.array(RecordIn).min(1).max(100),
  /** The tab whose change it is: its log lines and results show in that tab's panels (default: Domains). */
  tab: z.enum(['domains', 'cloudflare']).default('domains'),
});
export type CfSetARecordsRequest = z.input<typeof CfSetARecordsRequest>;

export const CfSetupDomainRequest = Context.extend(AccountRef.shape).extend({
  domain: DomainName,
  ipAddress: z.string().refine(isIpv4, 'must be an IPv4 address'),
  sslMode: SslMode.default('flexible'),
});
export type CfSetupDomainRequest = z.input<typeof CfSetupDomainRequest>;

export const CfGetARecordsRequest = AccountRef.extend({ domain: DomainName, actor: Actor.optional() });
export type CfGetARecordsRequest = z.input<typeof CfGetARecordsRequest>;

/** found: false when the account holds no zone of that name. */
export const CfARecordsReply = z.object({ found: z.boolean(), records: z.array(z.object({ name: z.string(), content: z.string() })) });
export type CfARecordsReply = z.infer<typeof CfARecordsReply>;
