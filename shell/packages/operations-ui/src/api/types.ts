// Shapes the panels read, from the service's contract (types only: no zod reaches the bundle).
export type {
  ClearResponse,
  LogEntry,
  OperationDomainGroup,
  OperationDomainsResponse,
  OperationResult,
  OperationType,
  ResultsResponse,
  ResultsReply,
  LogsResponse,
} from '@dop/contracts/ops';

export type LogPeriod = '1day' | '1week' | '1month' | 'custom' | 'all';
export const LOG_PERIODS: LogPeriod[] = ['1day', '1week', '1month', 'custom', 'all'];
/** Spec 2 §9: default log period 1 week. */
export const DEFAULT_LOG_PERIOD: LogPeriod = '1week';
