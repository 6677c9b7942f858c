// HTTP API of the domains service (spec 1 §7 "Domains and DNS", spec 2 §7 bulk add, list, update-tags).
import { z } from 'zod';
import { IsoDateTime, QueryBoolean, QueryInt } from '../common/http';
import { Registrar } from '../registrars/fields';
import { ARecordName, RecordTtl } from '../common/dns';
import { DomainNameInput, Ipv4Input, TeamTag } from './names';
import { CheckResult, HEALTH_BADGES } from '../inventory/health';

/** Issue 29: what the Health column and the domain's health panel show (the checks are few and small). */
export const DomainHealthDto = z.object({
  badges: z.array(z.enum(HEALTH_BADGES)),
  /** Both sides of each check: on a single domain's answers; list rows leave them out (the health panel reads GET /api/inventory/health?domainId=). */
  checks: z.array(CheckResult).optional(),
  checkedAt: z.string().nullable(),
  /** From the last registrar sync. */
  expiresAt: z.string().nullable(),
  autoRenew: z.boolean().nullable(),
});
export type DomainHealthDto = z.infer<typeof DomainHealthDto>;

/** Domain (spec 1 §3, spec 2 §3) with the time of its latest operation result, used for sorting. */
export const DomainDto = z.object({
  id: z.string(),
  name: z.string(),
  registrar: Registrar.nullable(),
  accountId: z.number().int().nullable(),
  useCloudflare: z.boolean(),
  cloudflareIp: z.string().nullable(),
  cloudflareEmail: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  lastResultAt: IsoDateTime.nullable(),
  createdBy: z.string().nullable(),
  createdById: z.string().nullable(),
  teamTag: z.string().nullable(),
  createdAt: IsoDateTime,
  /** Issue 29: the last inventory checks, their badges and the registrar's expiry (null before any sync or check). */
  health: DomainHealthDto.nullable().optional(),
});
export type DomainDto = z.infer<typeof DomainDto>;

/** Columns the list sorts by (issue 31); without one it keeps the spec's order (newest result first). */
export const DOMAIN_SORTS = ['name', 'registrar', 'teamTag', 'lastUsedIp', 'lastResultAt', 'createdAt'] as const;
export type DomainSort = (typeof DOMAIN_SORTS)[number];
/** What the row's IP cell shows: a result under 5 minutes old ('✓ Recent'), an IP, or 'No A record deployed'. */
export const DOMAIN_STATUSES = ['recent', 'deployed', 'none'] as const;
export type DomainStatusFilter = (typeof DOMAIN_STATUSES)[number];
/** The page sizes the list offers (issue 31); the spec's default stays 10 a page. */
export const DOMAIN_PAGE_SIZES = [10, 50, 100, 500] as const;

export const DomainsQuery = z.object({
  /** For All (true) or For Me (false, default). */
  showAll: QueryBoolean.default(false),
  page: QueryInt(1, 100_000).default(1),
  limit: QueryInt(1, 500).default(100),
  /** Part of the name or the registrar, case-insensitive. */
  search: z.string().trim().max(253).optional(),
  useCloudflare: QueryBoolean.optional(),
  sort: z.enum(DOMAIN_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  registrar: Registrar.optional(),
  accountId: QueryInt(1, 2_147_483_647).optional(),
  teamTag: z.string().trim().min(1).max(100).optional(),
  status: z.enum(DOMAIN_STATUSES).optional(),
  /** Issue 29: only domains showing this health badge. */
  health: z.enum(HEALTH_BADGES).optional(),
});
export type DomainsQuery = z.infer<typeof DomainsQuery>;

export const DomainsResponse = z.object({
  domains: z.array(DomainDto),
  hasMore: z.boolean(),
  totalCount: z.number().int().min(0),
});
export type DomainsResponse = z.infer<typeof DomainsResponse>;

/** DNS A record (spec 1 §3). */
export const DnsARecord = z.object({
  id: z.string(),
  type: z.literal('A'),
  name: z.string(),
  content: z.string(),
  ttl: z.number().int(),
});
export type DnsARecord = z.infer<typeof DnsARecord>;

export const RecordsResponse = z.object({ aRecords: z.array(DnsARecord) });
export type RecordsResponse = z.infer<typeof RecordsResponse>;

export const RecordInput = z.object({
  id: z.string().max(64).optional(),
  type: z.literal('A').default('A'),
  name: ARecordName,
  content: Ipv4Input,
  ttl: RecordTtl,
});

/** Records payload: aRecords and cNameRecords (always an empty list here). */
export const RecordsBody = z.object({
  aRecords: z.array(RecordInput).max(100),
  cNameRecords: z.array(z.unknown()).max(0).default([]),
  /** A change over the team's threshold in a team with a single admin: its author types the domain count (1). */
  confirmDomains: z.number().int().min(0).optional(),
});
export type RecordsBody = z.input<typeof RecordsBody>;

export const SaveRecordsResponse = z.object({
  aRecords: z.array(DnsARecord),
  status: z.string(),
  success: z.boolean(),
  message: z.string(),
});
export type SaveRecordsResponse = z.infer<typeof SaveRecordsResponse>;

/** PATCH /api/domains/{id}: the edit dialog's fields, or cloudflareIp from the CloudFlare tab. */
export const PatchDomainBody = z
  .object({
    name: DomainNameInput.optional(),
    registrar: Registrar.optional(),
    /** 0 means "no account chosen" (the edit dialog resets it when the registrar changes). */
    accountId: z.number().int().min(0).optional(),
    useCloudflare: z.boolean().optional(),
    cloudflareIp: Ipv4Input.nullable().optional(),
    teamTag: TeamTag.nullable().optional(),
  })
  .strict();
export type PatchDomainBody = z.input<typeof PatchDomainBody>;

export const SwitchNameserversBody = z.object({
  useCloudflare: z.boolean(),
  cloudflareNameservers: z.array(DomainNameInput).max(13).default([]),
});
export type SwitchNameserversBody = z.input<typeof SwitchNameserversBody>;

export const OperationOutcome = z.object({ status: z.string(), success: z.boolean(), message: z.string() });
export type OperationOutcome = z.infer<typeof OperationOutcome>;

export const DetectRegistrarResponse = z.object({ found: z.boolean(), domain: DomainDto });
export type DetectRegistrarResponse = z.infer<typeof DetectRegistrarResponse>;
