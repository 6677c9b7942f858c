// HTTP API of the operations service: GET /api/logs, GET /api/results and the clear endpoints (spec 2 §7).
import { z } from 'zod';
import { IsoDateTime, Pagination, QueryBoolean, QueryInt } from '../common/http';
import { LogLevel, OperationType, ProviderStatus } from './shared';

export const LogUser = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
});
export type LogUser = z.infer<typeof LogUser>;

/** Log entry (spec 2 §3). `user` is null when the line came from system work or the user is gone. */
export const LogEntry = z.object({
  id: z.string(),
  message: z.string(),
  level: LogLevel,
  timestamp: IsoDateTime,
  domain: z.string().nullable(),
  userId: z.string().nullable(),
  operationType: OperationType,
  jobId: z.string().optional(),
  user: LogUser.nullable(),
});
export type LogEntry = z.infer<typeof LogEntry>;

export const LogPeriod = z.enum(['1day', '1week', '1month', 'custom', 'all']);

export const LogsQuery = z
  .object({
    operationType: OperationType.optional(),
    /** For All (true) or For Me (false, default). */
    showAll: QueryBoolean.default(false),
    limit: QueryInt(1, 1000).default(500),
    period: LogPeriod.default('1week'),
    /** Bounds of a custom period; at least one of them is required then. */
    from: IsoDateTime.optional(),
    to: IsoDateTime.optional(),
    domain: z.string().max(253).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period === 'custom' && !q.from && !q.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'a custom period needs from or to' });
    }
    if (q.from && q.to && Date.parse(q.from) > Date.parse(q.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    }
  });
export type LogsQuery = z.infer<typeof LogsQuery>;

/** Oldest first, as the console panels show them. */
export const LogsResponse = z.object({ logs: z.array(LogEntry) });
export type LogsResponse = z.infer<typeof LogsResponse>;

/** Operation result / DNS result (spec 2 §3), provider statuses flattened into columns. */
export const OperationResult = z.object({
  id: z.string(),
  domain: z.string(),
  timestamp: IsoDateTime,
  userId: z.string().nullable(),
  teamTag: z.string().nullable(),
  operationType: OperationType,
  namecheap: ProviderStatus.optional(),
  namesilo: ProviderStatus.optional(),
  dynadot: ProviderStatus.optional(),
  spaceship: ProviderStatus.optional(),
  gandi: ProviderStatus.optional(),
  porkbun: ProviderStatus.optional(),
  cloudflare: ProviderStatus.optional(),
  hurricaneElectric: ProviderStatus.optional(),
  powerdns: ProviderStatus.optional(),
  registrar: ProviderStatus.optional(),
  success: z.boolean().optional(),
  message: z.string().optional(),
});
export type OperationResult = z.infer<typeof OperationResult>;

export const ResultsQuery = z.object({
  showAll: QueryBoolean.default(false),
  operationType: OperationType.optional(),
  /** Given: the answer is a page, {data, pagination}. Absent: a plain list of the newest `limit` rows. */
  page: QueryInt(1, 100_000).optional(),
  limit: QueryInt(1, 100).default(100),
  /** Part of a domain name, case-insensitive. */
  search: z.string().trim().max(253).optional(),
});
export type ResultsQuery = z.infer<typeof ResultsQuery>;

/** Newest first. */
export const ResultsResponse = z.object({ data: z.array(OperationResult), pagination: Pagination });
export type ResultsResponse = z.infer<typeof ResultsResponse>;

/** Spec 2 §7: "a list or {data, pagination}" — the list when no page was asked for. */
export const ResultsList = z.array(OperationResult);
export type ResultsList = z.infer<typeof ResultsList>;
export const ResultsReply = z.union([ResultsResponse, ResultsList]);
export type ResultsReply = z.infer<typeof ResultsReply>;

/** Operation domain group (spec 2 §3): the log lines of one domain with a derived status. */
export const OperationDomainGroup = z.object({
  domain: z.string(),
  logs: z.array(LogEntry),
  success: z.boolean(),
  hasError: z.boolean(),
  latestTimestamp: IsoDateTime,
  userInfo: LogUser.nullable(),
});
export type OperationDomainGroup = z.infer<typeof OperationDomainGroup>;

export const OperationDomainsQuery = z.object({
  showAll: QueryBoolean.default(false),
  page: QueryInt(1, 100_000).default(1),
  /** Spec 2 §9: operation domains are paged 10 per page. */
  limit: QueryInt(1, 100).default(10),
  search: z.string().trim().max(253).optional(),
  /** Issue 31: only this kind of work (a tab's own), its groups and their lines. */
  operationType: OperationType.optional(),
});
export type OperationDomainsQuery = z.infer<typeof OperationDomainsQuery>;

/** Spec 2 §3 "Pagination" in its first form (page, totalPages, total, hasPrev, hasNext). */
export const PagePagination = z.object({
  page: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  total: z.number().int().min(0),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
});
export type PagePagination = z.infer<typeof PagePagination>;

/** Groups newest first; each group's logs oldest first. */
export const OperationDomainsResponse = z.object({ domains: z.array(OperationDomainGroup), pagination: PagePagination });
export type OperationDomainsResponse = z.infer<typeof OperationDomainsResponse>;

/** The clear endpoints read showAll from the query or the body (spec 2 §7 does not show the body). */
export const ClearQuery = z.object({ showAll: QueryBoolean.optional() });
export const ClearBody = z.object({ showAll: z.boolean().optional() }).nullish();
export type ClearBody = z.infer<typeof ClearBody>;

/** Answer of POST /api/logs/clear-* and /api/results/clear-*. */
export const ClearResponse = z.object({ success: z.literal(true), deleted: z.number().int().min(0) });
export type ClearResponse = z.infer<typeof ClearResponse>;
