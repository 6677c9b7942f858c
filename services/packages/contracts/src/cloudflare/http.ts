// HTTP DTOs of the CloudFlare Management tab (spec 2 §2.3–2.5, §2.14, §5, §7, §9). Validation messages
// are the spec's own, so a 400 shows the user the same text the dialog would.
import { z } from 'zod';
import { isIpv4 } from '../common/dns';
import { Pagination, QueryBoolean, QueryInt } from '../common/http';
import { DomainNameInput, TeamTag } from '../domains/names';

export const SSL_MODES = ['flexible', 'full'] as const;
export const SslMode = z.enum(SSL_MODES);
export type SslMode = z.infer<typeof SslMode>;

export const ACCOUNT_MODES = ['single', 'multi'] as const;
export const AccountMode = z.enum(ACCOUNT_MODES);
export type AccountMode = z.infer<typeof AccountMode>;

export const MSG = {
  domains: 'Please enter at least one domain name',
  ipv4: 'Please enter a valid IPv4 address',
  teamTag: 'Please enter a team tag',
  single: 'Please enter the CloudFlare email and API key',
  multi: 'Please enter CloudFlare emails and API keys',
  counts: 'Number of emails must match number of API keys',
  tooMany: 'Too many domains for available CloudFlare accounts. Each domain needs its own account.',
  ipMissing: 'IP адрес не настроен',
  ipRequired: 'IP адрес обязателен',
  purgeAccounts: 'Please enter CloudFlare emails and API keys',
} as const;

const Email = z.string().trim().min(1).max(254);
/** A global API key (37 hex characters) or an API token; never logged, sealed when stored. */
const ApiKey = z.string().trim().min(1).max(200);
export const CloudflareCredentials = z.object({ email: Email, apiKey: ApiKey });
export type CloudflareCredentials = z.infer<typeof CloudflareCredentials>;

/** A stored account's id: its e-mail, lower-cased (GET /api/cloudflare/stored-accounts). */
const StoredAccountId = z.string().trim().min(1).max(254);

const Ipv4Field = (message: string) => z.string().trim().refine(isIpv4, { message });

export const AddCloudflareDomainsBody = z
  .object({
    domains: z.array(DomainNameInput).max(1000).default([]),
    ipAddress: z.string().trim().max(100).default(''),
    teamTag: z.string().trim().max(100).default(''),
    mode: AccountMode.default('single'),
    sslMode: SslMode.default('flexible'),
    singleAccount: z
      .object({ email: z.string().trim().max(254), apiKey: z.string().trim().max(200) })
      .nullable()
      .optional(),
    multiAccounts: z
      .object({ emails: z.array(z.string().trim().max(254)).max(1000), apiKeys: z.array(z.string().trim().max(200)).max(1000) })
      .nullable()
      .optional(),
    /** Issue 31: a stored account (its id from GET /api/cloudflare/stored-accounts) instead of typed credentials. */
    accountId: StoredAccountId.optional(),
    /** Multi mode with stored accounts: the i-th domain goes to the i-th account. */
    accountIds: z.array(StoredAccountId).max(1000).optional(),
    showAllOperations: z.boolean().optional(),
    isMove: z.boolean().default(false),
    /** Ids of the tab's domains being moved (isMove). */
    domainIds: z.array(z.string().min(1).max(64)).max(1000).default([]),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.domains.length === 0) issue('domains', MSG.domains);
    if (!b.ipAddress) issue('ipAddress', b.isMove ? MSG.ipMissing : MSG.ipv4);
    else if (!Ipv4Field(MSG.ipv4).safeParse(b.ipAddress).success) issue('ipAddress', MSG.ipv4);
    if (!b.isMove && !TeamTag.safeParse(b.teamTag).success) issue('teamTag', MSG.teamTag);
    if (b.mode === 'single') {
      if (!b.accountId && (!b.singleAccount?.email || !b.singleAccount.apiKey)) issue('singleAccount', MSG.single);
      return;
    }
    if (b.accountIds?.length) {
      if (b.domains.length > b.accountIds.length) issue('accountIds', MSG.tooMany);
      return;
    }
    const emails = (b.multiAccounts?.emails ?? []).filter(Boolean);
    const keys = (b.multiAccounts?.apiKeys ?? []).filter(Boolean);
    if (!emails.length || !keys.length) issue('multiAccounts', MSG.multi);
    else if (emails.length !== keys.length) issue('multiAccounts', MSG.counts);
    else if (b.domains.length > emails.length) issue('multiAccounts', MSG.tooMany);
  });
export type AddCloudflareDomainsBody = z.input<typeof AddCloudflareDomainsBody>;

export const AddCloudflareDomainsResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  jobId: z.string().nullable(),
  added: z.number().int().min(0),
  skipped: z.number().int().min(0),
  skippedDomains: z.array(z.string()),
});
export type AddCloudflareDomainsResponse = z.infer<typeof AddCloudflareDomainsResponse>;

/** The Update CloudFlare dialog: 'A записи' sends ipAddress, 'SSL режим' sends sslMode. */
export const UpdateRecordsBody = z
  .object({
    domains: z.array(DomainNameInput).min(1, MSG.domains).max(100),
    ipAddress: z.string().trim().max(100).optional(),
    sslMode: SslMode.optional(),
    /** Over the team's change threshold with a single admin: the domain count, typed (issue 30). */
    confirmDomains: z.number().int().min(0).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.sslMode === undefined && !b.ipAddress) ctx.addIssue({ code: 'custom', path: ['ipAddress'], message: MSG.ipRequired });
    else if (b.ipAddress && !isIpv4(b.ipAddress)) ctx.addIssue({ code: 'custom', path: ['ipAddress'], message: MSG.ipv4 });
  });
export type UpdateRecordsBody = z.input<typeof UpdateRecordsBody>;

export const SuccessMessage = z.object({ success: z.boolean(), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessage>;

/** Typed credentials, or (issue 31) a stored account's id: its key never leaves the server. */
export const PurgeAccount = z.union([CloudflareCredentials, z.object({ accountId: StoredAccountId })]);
export type PurgeAccount = z.infer<typeof PurgeAccount>;
export const PurgeCacheBody = z.object({ accounts: z.array(PurgeAccount).min(1, MSG.purgeAccounts).max(100) });
export type PurgeCacheBody = z.input<typeof PurgeCacheBody>;
export const PurgeCacheResponse = z.object({ success: z.boolean(), totalZones: z.number().int().min(0), message: z.string() });
export type PurgeCacheResponse = z.infer<typeof PurgeCacheResponse>;

export const DeleteDomainsBody = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(500) });
export type DeleteDomainsBody = z.input<typeof DeleteDomainsBody>;
export const DeleteDomainsResponse = z.object({
  success: z.boolean(),
  deleted: z.number().int().min(0),
  errors: z.array(z.string()),
  message: z.string(),
});
export type DeleteDomainsResponse = z.infer<typeof DeleteDomainsResponse>;

export const AccountsQuery = z.object({
  page: QueryInt(1, 100_000).default(1),
  search: z.string().trim().max(253).default(''),
  showAll: QueryBoolean.default(true),
});

export const CloudflareDomainDto = z.object({
  id: z.string(),
  name: z.string(),
  zoneId: z.string().nullable(),
  status: z.string(),
  ipAddress: z.string().nullable(),
  sslMode: SslMode,
  nameServers: z.array(z.string()),
  teamTag: z.string().nullable(),
  createdAt: z.string(),
});
export type CloudflareDomainDto = z.infer<typeof CloudflareDomainDto>;

export const CloudflareAccountGroup = z.object({ email: z.string(), domains: z.array(CloudflareDomainDto) });
export type CloudflareAccountGroup = z.infer<typeof CloudflareAccountGroup>;

export const AccountsResponse = z.object({ accounts: z.array(CloudflareAccountGroup), pagination: Pagination });
export type AccountsResponse = z.infer<typeof AccountsResponse>;

/** Spec 2 §9: 10 accounts per page, domains created within the last 30 days. */
export const CLOUDFLARE_ACCOUNTS_PER_PAGE = 10;
export const CLOUDFLARE_RECENT_DAYS = 30;

/** GET /api/cloudflare/stored-accounts (issue 31): the saved accounts for the dialogs' picker; no key ever. */
export const StoredAccount = z.object({ id: z.string(), email: z.string() });
export const StoredAccountsResponse = z.object({ accounts: z.array(StoredAccount) });
export type StoredAccountsResponse = z.infer<typeof StoredAccountsResponse>;

/** GET /api/cloudflare/current?domain=: what the zone holds now, for the update dialog's preview (issue 30). */
export const CurrentZoneQuery = z.object({ domain: DomainNameInput });
export type CurrentZoneQuery = z.infer<typeof CurrentZoneQuery>;

export const CurrentZoneReply = z.object({
  domain: z.string(),
  /** The zone's A records now; null when Cloudflare could not be read (`reason` says why). */
  records: z.array(z.object({ name: z.string(), content: z.string() })).nullable(),
  sslMode: z.string().nullable(),
  reason: z.string().nullable(),
  /** What the panel last applied (its row): the preview flags a zone changed elsewhere. */
  panel: z.object({ ipAddress: z.string().nullable(), sslMode: z.string().nullable() }),
  differsFromPanel: z.boolean(),
});
export type CurrentZoneReply = z.infer<typeof CurrentZoneReply>;
