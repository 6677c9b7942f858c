import type { LogEntry, OperationDomainGroup, OperationResult } from '@dop/contracts/ops';

export function result(domain: string, extra: Partial<OperationResult> = {}): OperationResult {
  return {
    id: `domain-records:${domain}`,
    domain,
    timestamp: '2026-03-01T10:00:00.000Z',
    userId: 'u1',
    teamTag: '2333',
    operationType: 'domain-records',
    namecheap: 'Success',
    ...extra,
  };
}

export function page(rows: OperationResult[], currentPage = 1, totalPages = 1) {
  return {
    data: rows,
    pagination: { currentPage, totalPages, total: rows.length, hasPrev: currentPage > 1, hasNext: currentPage < totalPages },
  };
}

export function logLine(id: string, message: string, extra: Partial<LogEntry> = {}): LogEntry {
  return {
    id,
    message,
    level: 'info',
    timestamp: '2026-03-01T10:00:00.000Z',
    domain: 'a.com',
    userId: 'u1',
    operationType: 'domain-records',
    user: { id: 'u1', username: 'ann', displayName: null, email: null },
    ...extra,
  };
}

export function group(domain: string, flags: { success: boolean; hasError: boolean }, logs: LogEntry[] = []): OperationDomainGroup {
  return {
    domain,
    logs,
    ...flags,
    latestTimestamp: '2026-03-01T10:00:00.000Z',
    userInfo: { id: 'u1', username: 'ann', displayName: 'Ann', email: null },
  };
}
