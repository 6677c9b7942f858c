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

export const LogsQuery = z.object({
  operationType: OperationType.optional(),
  /** For All (true) or For Me (false, default). */
  showAll: QueryBoolean.default(false),
  limit: QueryInt(1, 1000).default(500),
  period: LogPeriod.default('1week'),
  /** Bounds of a custom period. */
  from: IsoDateTime.optional(),
  to: IsoDateTime.optional(),
  domain: z.string().max(253).optional(),
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
  page: QueryInt(1, 100_000).default(1),
  limit: QueryInt(1, 100).default(100),
  search: z.string().trim().max(253).optional(),
});
export type ResultsQuery = z.infer<typeof ResultsQuery>;

/** Newest first. */
export const ResultsResponse = z.object({ data: z.array(OperationResult), pagination: Pagination });
export type ResultsResponse = z.infer<typeof ResultsResponse>;

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

/** Answer of POST /api/logs/clear-* and /api/results/clear-*. */
export const ClearResponse = z.object({ deleted: z.number().int().min(0) });
export type ClearResponse = z.infer<typeof ClearResponse>;
