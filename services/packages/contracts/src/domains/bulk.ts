// POST /api/domains/bulk (spec 2 §2.2, §5, §7) and its job: one JetStream message per domain.
import { z } from 'zod';
import { EventEnvelope } from '../common/events';
import { DomainName } from '../common/http';
import { BULK_JOB_KINDS } from './bulk-actions';
import { DomainNameInput, Ipv4Input, TeamTag } from './names';

const AccountId = z.number().int().min(1).nullable().optional();

export const BulkAddBody = z
  .object({
    domains: z.array(DomainNameInput).min(1, 'Please enter at least one domain name').max(10_000),
    ipAddress: z
      .union([Ipv4Input, z.literal('')])
      .nullable()
      .optional(),
    nsServers: z.array(DomainNameInput).max(13).default([]),
    useNsRecords: z.boolean().default(false),
    teamTag: TeamTag.nullable().optional(),
    accounts: z.object({ namecheap: AccountId, namesilo: AccountId, dynadot: AccountId }).default({}),
    useCloudflare: z.boolean().default(false),
    cloudflareSettings: z
      .object({ email: z.string().trim().max(254), apiKey: z.string().trim().max(200) })
      .nullable()
      .optional(),
    updateRecords: z.boolean().default(true),
    /** Record updates over the team's change threshold with a single admin: the domain count, typed (issue 30). */
    confirmDomains: z.number().int().min(0).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.useNsRecords && !b.ipAddress)
      ctx.addIssue({ code: 'custom', path: ['ipAddress'], message: 'Please enter an IP address for the A record' });
    if (b.useNsRecords && b.nsServers.length < 2) ctx.addIssue({ code: 'custom', path: ['nsServers'], message: 'Please enter NS servers' });
  });
export type BulkAddBody = z.input<typeof BulkAddBody>;

export const BulkAddResponse = z.object({
  added: z.number().int().min(0),
  skipped: z.number().int().min(0),
  skippedDomains: z.array(z.string()),
  errors: z.array(z.string()),
  /** The job doing the provider work; null when nothing was added. */
  jobId: z.string().nullable(),
  /**
   * The change set of the record updates at the registrars (issue 30): applying with the job, or
   * awaiting_approval (over the team's threshold) while the domains are added at once; absent when none.
   */
  recordsChange: z.object({ changeId: z.string(), status: z.enum(['applying', 'awaiting_approval']) }).nullable().optional(),
});
export type BulkAddResponse = z.infer<typeof BulkAddResponse>;

export const JobCounts = z.object({
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  failed: z.number().int().min(0),
  pending: z.number().int().min(0),
});
export type JobCounts = z.infer<typeof JobCounts>;

export const BulkJobDto = JobCounts.extend({
  id: z.string(),
  /** add (bulk add), delete or tags (issue 31's bulk actions). */
  kind: z.enum(BULK_JOB_KINDS).default('add'),
  createdAt: z.string(),
  finished: z.boolean(),
});
export type BulkJobDto = z.infer<typeof BulkJobDto>;
export const BulkJobsResponse = z.object({ jobs: z.array(BulkJobDto) });
export type BulkJobsResponse = z.infer<typeof BulkJobsResponse>;

export const DOMAINS_JOBS = { bulkAddItem: 'jobs.domains.bulk-add' } as const;
export const DOMAINS_JOBS_STREAM = { name: 'DOMAINS_JOBS', subjects: ['jobs.domains.>'] } as const;

/** One domain of a bulk add job; the work itself is read from the stored job item. */
export const BulkAddItemMessage = EventEnvelope.extend({
  jobId: z.string().min(1).max(64),
  itemId: z.string().min(1).max(64),
  domain: DomainName,
});
export type BulkAddItemMessage = z.infer<typeof BulkAddItemMessage>;

/** Cloudflare request/reply (the cloudflare service answers; absent → 'Cloudflare service unavailable'). */
export const CLOUDFLARE_RPC = {
  setupDomain: 'cloudflare.rpc.setup-domain',
  setARecords: 'cloudflare.rpc.set-a-records',
  /** The zone's A records now (the old values of a change set, its preview, a revert's conflict check). */
  getARecords: 'cloudflare.rpc.get-a-records',
} as const;
