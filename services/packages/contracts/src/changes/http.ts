// HTTP API of change sets (issue 30, served by the domains service under /api/changes): every change
// of DNS or delegation the panel makes at a provider is recorded with who asked, when, and per domain
// the values the provider held just before (read when the step ran) and the values set, with the
// provider's answer. A change set (or one domain of it) reverts in one action, as a new change set.
import { z } from 'zod';
import { IsoDateTime, QueryBoolean, QueryInt } from '../common/http';
import { ARecordName, isIpv4, RecordTtl } from '../common/dns';
import { EventARecord } from '../domain-events/envelope';

/** Where a step applies: the host of the domain's DNS as the panel saw it. */
export const ChangeProvider = z.enum(['registrar', 'cloudflare', 'hurricane-electric', 'powerdns']);
export type ChangeProvider = z.infer<typeof ChangeProvider>;

/** What the user did that made the change. */
export const ChangeSource = z.enum([
  'dns-dialog',
  'bulk-records',
  'bulk-add',
  'bind-import',
  'csv-import',
  'revert',
  'cloudflare-update',
  'cloudflare-add',
  'cloudflare-move',
  'powerdns-update',
  'he-update',
  'nameserver-switch',
  'inventory-fix',
]);
export type ChangeSource = z.infer<typeof ChangeSource>;

/**
 * planning → planned (a dry run: old values read, nothing applied) → applying, or awaiting_approval
 * (over the team's threshold) → applying once another admin approves, rejected, or expired after 24 h;
 * applying → applied, partially_applied or failed.
 */
export const ChangeStatus = z.enum([
  'planning',
  'planned',
  'awaiting_approval',
  'rejected',
  'expired',
  'applying',
  'applied',
  'partially_applied',
  'failed',
]);
export type ChangeStatus = z.infer<typeof ChangeStatus>;

export const StepStatus = z.enum(['pending', 'applying', 'applied', 'failed', 'conflict', 'skipped']);
export type StepStatus = z.infer<typeof StepStatus>;

/**
 * What a step changes: A records (at a registrar, Cloudflare, PowerDNS or Hurricane Electric), the name
 * servers at the registrar, or a Cloudflare zone's SSL mode.
 */
export const ChangeKind = z.enum(['a-records', 'nameservers', 'ssl-mode']);
export type ChangeKind = z.infer<typeof ChangeKind>;

/**
 * The values of one domain at its provider, for the step's kind: `records` always (empty for the kinds
 * that are not about records), `nameservers` or `sslMode` for theirs; `zoneExists` false where a
 * PowerDNS or Hurricane Electric zone did not exist (a revert removes the zone the change created).
 */
export const ChangeValues = z.object({
  records: z.array(EventARecord),
  nameservers: z.array(z.string()).optional(),
  sslMode: z.string().optional(),
  zoneExists: z.boolean().optional(),
});
export type ChangeValues = z.infer<typeof ChangeValues>;

export const ChangeActor = z.object({ userId: z.string().nullable(), userName: z.string().nullable() });

export const ChangeStep = z.object({
  /** The domain row of the Domains tab; null for a domain only another tab knows (CloudFlare, PowerDNS, HE). */
  domainId: z.string().nullable(),
  domain: z.string(),
  provider: ChangeProvider,
  kind: ChangeKind,
  /** What the provider held just before the step applied; null when it could not be read. */
  old: ChangeValues.nullable(),
  new: ChangeValues,
  status: StepStatus,
  /** The provider's answer (or why the step was skipped: a conflict, a failure to read). */
  answer: z.string().nullable(),
  appliedAt: IsoDateTime.nullable(),
});
export type ChangeStep = z.infer<typeof ChangeStep>;

export const ChangeCounts = z.object({
  domains: z.number().int().min(0),
  applied: z.number().int().min(0),
  failed: z.number().int().min(0),
  conflicts: z.number().int().min(0),
});

export const ChangeSummary = z.object({
  id: z.string(),
  source: ChangeSource,
  status: ChangeStatus,
  createdBy: ChangeActor,
  createdAt: IsoDateTime,
  appliedAt: IsoDateTime.nullable(),
  /** Set on a revert: the change set it undoes. */
  revertOf: z.string().nullable(),
  /** Set once a later change set reverted this one (or some of its domains). */
  revertedBy: z.string().nullable(),
  counts: ChangeCounts,
  /** The domains it touched, the first few (for the list). */
  domains: z.array(z.string()),
  /** Set when the change is over the team's threshold: why, and who approved or rejected it. */
  approval: z
    .object({
      reason: z.string(),
      expiresAt: IsoDateTime,
      decidedBy: ChangeActor.nullable(),
      decidedAt: IsoDateTime.nullable(),
    })
    .nullable(),
  /** While planning: the domains whose current values have been read. */
  planned: z.number().int().min(0),
});
export type ChangeSummary = z.infer<typeof ChangeSummary>;

export const ChangeDetail = ChangeSummary.extend({ steps: z.array(ChangeStep) });
export type ChangeDetail = z.infer<typeof ChangeDetail>;

export const ChangesQuery = z.object({
  page: QueryInt(1, 100_000).default(1),
  limit: QueryInt(1, 100).default(25),
  /** Only change sets touching this domain (exact name). */
  domain: z.string().trim().toLowerCase().max(253).optional(),
  /** Only change sets this user asked for (user id). */
  user: z.string().trim().max(64).optional(),
  provider: ChangeProvider.optional(),
  status: ChangeStatus.optional(),
  from: IsoDateTime.optional(),
  to: IsoDateTime.optional(),
});
export type ChangesQuery = z.infer<typeof ChangesQuery>;

export const ChangesReply = z.object({
  changes: z.array(ChangeSummary),
  totalCount: z.number().int().min(0),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ChangesReply = z.infer<typeof ChangesReply>;

export const ChangeIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a change id') });

export const RevertBody = z.object({
  /** Only these domains of the change set; all when absent. */
  domains: z.array(z.string().trim().toLowerCase()).min(1).optional(),
  /** Revert domains changed since by someone else too (listed as conflicts otherwise, and skipped). */
  confirmConflicts: z.boolean().default(false),
  /** A revert over the team's threshold in a team with a single admin: its author types the domain count. */
  confirmDomains: z.number().int().min(0).optional(),
});
export type RevertBody = z.infer<typeof RevertBody>;

/** GET /api/domains/:id/records/current: what the domain's DNS host holds now (the DNS dialog's preview). */
export const CurrentRecordsReply = z.object({
  provider: ChangeProvider,
  /** The host's A records now; null when they could not be read (`reason` says why). */
  records: z.array(EventARecord).nullable(),
  reason: z.string().nullable(),
  /** The host holds something else than the panel last applied (someone changed it elsewhere). */
  differsFromPanel: z.boolean(),
});
export type CurrentRecordsReply = z.infer<typeof CurrentRecordsReply>;

/** GET /api/domains/:id/nameservers/current: what the registrar holds now (the name-server switch's preview). */
export const CurrentNameserversReply = z.object({
  /** The name servers at the registrar now; null when they could not be read (`reason` says why). */
  nameservers: z.array(z.string()).nullable(),
  reason: z.string().nullable(),
  /** What switching to the registrar's own DNS sets (its basic DNS name servers). */
  registrarDns: z.array(z.string()),
});
export type CurrentNameserversReply = z.infer<typeof CurrentNameserversReply>;

/** POST /api/changes/plan: A records for many domains of the panel, planned (a dry run) before anything applies. */
export const PlanRecordsBody = z.object({
  domains: z
    .array(z.string().trim().toLowerCase().min(1).max(253))
    .min(1, 'Please enter at least one domain name')
    .max(5000, 'At most 5000 domains in one change'),
  records: z
    .array(z.object({ name: ARecordName, content: z.string().refine(isIpv4, 'must be an IPv4 address'), ttl: RecordTtl }))
    .min(1, 'Please enter at least one A record')
    .max(50),
});
export type PlanRecordsBody = z.infer<typeof PlanRecordsBody>;

/** POST /api/changes/:id/apply: with a single admin, the author confirms a change over the threshold by typing its domain count. */
export const ApplyChangeBody = z.object({ confirmDomains: z.number().int().min(0).optional() });
export type ApplyChangeBody = z.infer<typeof ApplyChangeBody>;

/** 202 of a change held for approval (the DNS dialog's save, a bulk apply): the UI says AWAITING_APPROVAL. */
export const ChangeHeldReply = z.object({ changeId: z.string(), status: z.literal('awaiting_approval'), message: z.string() });
export type ChangeHeldReply = z.infer<typeof ChangeHeldReply>;

/** `?dryRun=true` on a route that changes DNS: the change is planned (current values read), not applied. */
export const DryRunQuery = z.object({ dryRun: QueryBoolean.default(false) });
export type DryRunQuery = z.infer<typeof DryRunQuery>;

/** 202 of a provider route whose change did not apply now: held for approval, or planned (a dry run). */
export const ChangeNotAppliedReply = z.object({
  changeId: z.string(),
  status: z.enum(['awaiting_approval', 'planned']),
  message: z.string(),
});
export type ChangeNotAppliedReply = z.infer<typeof ChangeNotAppliedReply>;

export const AWAITING_APPROVAL = { title: 'Waiting for approval', message: 'A second administrator must approve this change' } as const;

/** POST /api/changes/import/bind: a BIND zone file's A records for one domain of the panel, planned first. */
export const ImportBindBody = z.object({
  domain: z.string().trim().toLowerCase().min(1).max(253),
  zone: z.string().min(1, 'Please paste or upload a zone file').max(1_000_000, 'A zone file of at most 1 MB'),
});
export type ImportBindBody = z.infer<typeof ImportBindBody>;

export const ZoneLineNote = z.object({ line: z.number().int().min(0), type: z.string(), name: z.string() });

/** 202: the planned change, and the records of other types the file held (not imported), by line. */
export const ImportBindReply = ChangeSummary.extend({ skipped: z.array(ZoneLineNote) });
export type ImportBindReply = z.infer<typeof ImportBindReply>;

/** GET /api/domains/export.csv: the list's filters, every page. */
export const DomainsExportQuery = z.object({
  showAll: QueryBoolean.default(false),
  search: z.string().trim().max(253).optional(),
  useCloudflare: QueryBoolean.optional(),
});
export type DomainsExportQuery = z.infer<typeof DomainsExportQuery>;

/**
 * POST /api/changes/import/csv: domains as CSV with a header row: name (required), registrar, account
 * (the registrar account's id), tags (the team tag), ip. Domains not in the panel are added, those in it
 * updated (never duplicated); the rows with an IP become a planned change set of their A records
 * (@ and www), applied with POST /api/changes/:id/apply through the threshold. A file with a bad row
 * is refused whole (400 naming each line and why) and changes nothing.
 */
export const ImportCsvBody = z.object({
  csv: z.string().min(1, 'Please paste or upload a CSV file').max(2_000_000, 'A CSV file of at most 2 MB'),
});
export type ImportCsvBody = z.infer<typeof ImportCsvBody>;

export const ImportCsvReply = z.object({
  added: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  /** The planned change of the rows' A records; null when no row has an IP. */
  change: ChangeSummary.nullable(),
  /** Rows with an IP whose records were not planned, and why (e.g. the domain has no registrar account). */
  unplanned: z.array(z.object({ line: z.number().int().min(0), name: z.string(), reason: z.string() })),
});
export type ImportCsvReply = z.infer<typeof ImportCsvReply>;
