// Stored documents → the HTTP shapes of @dop/contracts/ops.
import { RESULT_PROVIDERS, type LogEntry, type OperationResult } from '@dop/contracts/ops';

/**
 * Columns every results table shows (spec 2 §2.1: one per registrar, and CloudFlare). A provider the
 * operation never touched is sent as 'Inapplicable': the spec shows an empty status as Failed, so the
 * answer must never leave one of these empty (issue 31). Filled here, the one place results leave the service.
 */
export const ALWAYS_SENT_PROVIDERS = ['namecheap', 'namesilo', 'dynadot', 'spaceship', 'gandi', 'porkbun', 'cloudflare'] as const;
export const INAPPLICABLE = 'Inapplicable';
import type { ResultRow } from './merge-result';
import type { LogDoc } from '../models/log-model';

export function toLogEntry(d: LogDoc): LogEntry {
  return {
    id: d._id,
    message: d.message,
    level: d.level,
    timestamp: d.timestamp.toISOString(),
    domain: d.domain,
    userId: d.userId,
    operationType: d.operationType,
    ...(d.jobId !== undefined ? { jobId: d.jobId } : {}),
    user: d.user ?? null,
  };
}

/** Rows are read without their merge bookkeeping (versions, rev). */
export type ResultView = Omit<ResultRow, 'versions' | 'rev'>;

export function toOperationResult(r: ResultView): OperationResult {
  const out: OperationResult = {
    id: r._id,
    domain: r.domain,
    timestamp: r.timestamp.toISOString(),
    userId: r.userId,
    teamTag: r.teamTag,
    operationType: r.operationType,
  };
  for (const p of RESULT_PROVIDERS) if (r.statuses?.[p] !== undefined) out[p] = r.statuses[p];
  for (const p of ALWAYS_SENT_PROVIDERS) if ((out[p] ?? '').trim() === '') out[p] = INAPPLICABLE;
  if (r.registrar !== undefined) out.registrar = r.registrar;
  if (r.success !== undefined) out.success = r.success;
  if (r.message !== undefined) out.message = r.message;
  return out;
}
